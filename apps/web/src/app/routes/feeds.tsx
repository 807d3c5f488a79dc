import { FeedsScreen } from '../../features/feeds/components/feeds-screen.tsx';

export function FeedsRoute() {
  return <FeedsScreen />;
}
