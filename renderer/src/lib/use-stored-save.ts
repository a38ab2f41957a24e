/**
 * A save whose answer is the thing as the service stored it (a PUT of settings): the answer
 * becomes the read's data at once, so the screen shows what was kept without reading it again.
 */
import {
  useMutation,
  useQueryClient,
  type DataTag,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

export function useStoredSave<Body, Stored>(
  save: (body: Body) => Promise<Stored>,
  /** The read of what is saved, whose data the answer replaces. */
  readKey: DataTag<QueryKey, Stored, Error>,
  /** What else to do once it is stored (read again what the change moves). */
  afterSave?: (queryClient: QueryClient) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (stored) => {
      queryClient.setQueryData(readKey, stored);
      afterSave?.(queryClient);
    },
  });
}
