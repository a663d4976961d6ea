import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { href } from '@kora/shared';

interface SelectionState {
  chosenHere?: boolean;
}

/**
 * The podcast shown in detail is the one in the address (`/podcast-creator/manage/:id`): choosing one
 * goes to its address, so it can be bookmarked and reached again with Back.
 */
export function usePodcastSelection() {
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();

  return {
    /** The id in the address, as written there (undefined on `/podcast-creator`). */
    requestedId: id,
    /** Chosen in the list (not reached by its address): the focus then moves to the detail. */
    chosenHere: (location.state as SelectionState | null)?.chosenHere === true,
    select(podcastId: number) {
      navigate(href('podcastManage', { id: podcastId }), { state: { chosenHere: true } satisfies SelectionState });
    },
    clear() {
      navigate(href('podcastCreator'));
    },
  };
}
