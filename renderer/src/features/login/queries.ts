import { queryOptions } from '@tanstack/react-query';
import type { Me } from '../../../../shared/api/auth.js';
import { api } from '../../app/api.js';

export const sessionQueries = {
  all: ['session'] as const,
  me: () =>
    queryOptions({
      queryKey: [...sessionQueries.all, 'me'],
      queryFn: ({ signal }) => api.get<Me>('/api/me', {}, { signal }),
      staleTime: Infinity,
    }),
};
