import { TrackersScreen } from '../../features/trackers/components/trackers-screen.tsx';

export function TrackersRoute() {
  return <TrackersScreen />;
}
