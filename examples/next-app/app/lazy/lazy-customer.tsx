'use client';
import dynamic from 'next/dynamic';

export const LazyCustomer = dynamic(() => import('../customer-card').then((m) => m.CustomerCard), {
  ssr: false,
  loading: () => <p>Loading the customer…</p>,
});
