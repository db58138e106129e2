import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import ContextProvider from './context';

export default async function MultichainLayout({ children }: { readonly children: ReactNode }) {
  const cookies = (await headers()).get('cookie');
  return <ContextProvider cookies={cookies}>{children}</ContextProvider>;
}
