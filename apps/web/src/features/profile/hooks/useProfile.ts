import { useQuery } from '@apollo/client/react';
import { ProfileDocument, type ProfileQuery } from '@/generated/graphql';

export type Profile = ProfileQuery['profile'];

export type ProfileState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; profile: Profile };

export function useProfile(): ProfileState {
  const { data, loading, error } = useQuery(ProfileDocument);
  // A refetch (after a cancel, say) keeps showing the profile it is refreshing, not a spinner.
  if (loading && !data) return { status: 'loading' };
  // Spec §2: a failure and an empty answer look the same to the user.
  if (error || !data?.profile) return { status: 'error' };
  return { status: 'ready', profile: data.profile };
}
