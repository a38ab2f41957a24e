/**
 * Reordering columns by dragging a header onto another (HTML drag and drop): the header is
 * dropped before or after the one under the pointer, whichever half it is over, and a line
 * shows where. The keyboard way is the column chooser's move buttons (ColumnChooser.tsx).
 */
import { useRef, useState, type DragEvent } from 'react';

export type DropSide = 'before' | 'after';

/** What a movable header cell spreads onto itself. */
export interface HeaderDragProps {
  draggable: boolean;
  onDragStart: (event: DragEvent<HTMLElement>) => void;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
}

const sideOf = (event: DragEvent<HTMLElement>): DropSide => {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left + box.width / 2 ? 'before' : 'after';
};

export function useHeaderDrag(onMove: (id: string, target: string, side: DropSide) => void) {
  const dragged = useRef<string | null>(null);
  // Set while a column's edge is being dragged: that drag resizes, it does not move.
  const resizing = useRef(false);
  const [drop, setDrop] = useState<{ id: string; side: DropSide } | null>(null);

  const end = () => {
    dragged.current = null;
    setDrop(null);
  };

  return {
    dropSideOf: (id: string): DropSide | null => (drop?.id === id ? drop.side : null),
    /** Called on a resize handle's mousedown; the next drag of its header is refused. */
    holdForResize: () => {
      resizing.current = true;
      document.addEventListener('mouseup', () => (resizing.current = false), { once: true });
    },
    propsFor: (id: string): HeaderDragProps => ({
      draggable: true,
      onDragStart: (event: DragEvent<HTMLElement>) => {
        if (resizing.current) {
          event.preventDefault();
          return;
        }
        dragged.current = id;
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', id);
      },
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (dragged.current === null || dragged.current === id) return;
        event.preventDefault(); // allows the drop here
        event.dataTransfer.dropEffect = 'move';
        const side = sideOf(event);
        if (drop?.id !== id || drop.side !== side) setDrop({ id, side });
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        const from = dragged.current;
        if (from !== null && from !== id) onMove(from, id, sideOf(event));
        end();
      },
      onDragEnd: end,
    }),
  };
}
