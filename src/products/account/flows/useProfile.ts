/** The name and picture (docs/account.md "Profile"): checked here first, saved in one call, an upload stored at once. */
import { useState } from 'react';
import type { AccountOverview } from '../../../client/accountTypes';
import { useFlowRuntime, type FlowArgs } from '../../../flows/runtime';
import type { ErrorDescriptor } from '../../../flows/state';
import { useSubmission } from '../../../flows/useSubmission';
import type { AccountProfileProps } from '../screens/AccountProfile';
import { accountCalls } from './accountCalls';
import { isValidName, isValidPicture, isValidPictureUrl } from './profileRules';

export interface ProfileArgs extends FlowArgs {
  overview: AccountOverview;
  /** After a save: the container goes back to the overview. */
  onSaved(): void;
}

type Errors = { name: ErrorDescriptor | null; pictureUrl: ErrorDescriptor | null; upload: ErrorDescriptor | null; form: ErrorDescriptor | null };
export type ProfileViewModel = Omit<AccountProfileProps, 'onBack' | 'errors'> & { errors: Errors };

const NO_ERRORS: Errors = { name: null, pictureUrl: null, upload: null, form: null };

export function useProfile(args: ProfileArgs): ProfileViewModel {
  const runtime = useFlowRuntime(args);
  const submission = useSubmission<'saving' | 'uploading'>(runtime);
  const saved = args.overview;
  const [name, setName] = useState(saved.name);
  const [pictureUrl, setPictureUrl] = useState(saved.picture_url ?? '');
  // The picture shown, and the one on the account now (an upload is the account's at once).
  const [picture, setPicture] = useState(saved.picture_url);
  const [onAccount, setOnAccount] = useState(saved.picture_url);
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const fail = (field: keyof Errors, error: ErrorDescriptor) => setErrors({ ...NO_ERRORS, [field]: error });

  return {
    values: { name, pictureUrl },
    picture,
    canUpload: saved.can.upload_picture,
    status: submission.status,
    // A call's failure (the server's words) shows with the form; a field's own under it.
    errors: submission.error ? { ...errors, form: submission.error } : errors,
    onNameChange: (next) => {
      setName(next);
      setErrors(NO_ERRORS);
      submission.setError(null);
    },
    onPictureUrlChange: (next) => {
      setPictureUrl(next);
      setErrors(NO_ERRORS);
      submission.setError(null);
    },
    onUpload: (file) => {
      // Refused here: a wrong file never reaches the server.
      if (!isValidPicture(file)) return fail('upload', { id: 'account.profile.invalidPicture' });
      setErrors(NO_ERRORS);
      void submission.run('uploading', async () => {
        const { picture_url } = await accountCalls(runtime.args.client).uploadPicture(file);
        runtime.emit({ type: 'AccountProfileChange', data: { fields: ['picture'] } });
        if (!runtime.isMounted()) return;
        setPicture(picture_url);
        setOnAccount(picture_url);
        setPictureUrl(picture_url);
      });
    },
    onRemovePicture: () => {
      setPicture(null);
      setPictureUrl('');
    },
    onSubmit: () => {
      const trimmedUrl = pictureUrl.trim();
      if (!isValidName(name)) return fail('name', { id: 'account.profile.invalidName' });
      // The account's own address stands as it is (the backend's, for an upload); a new one must be https.
      if (trimmedUrl && trimmedUrl !== onAccount && !isValidPictureUrl(trimmedUrl)) return fail('pictureUrl', { id: 'account.profile.invalidPictureUrl' });
      const changes: { name?: string; picture_url?: string | null } = {};
      if (name.trim() !== saved.name) changes.name = name.trim();
      if ((trimmedUrl || null) !== onAccount) changes.picture_url = trimmedUrl || null;
      void submission.run('saving', async () => {
        if (Object.keys(changes).length) {
          await accountCalls(runtime.args.client).updateProfile(changes);
          const fields = [...(changes.name !== undefined ? (['name'] as const) : []), ...('picture_url' in changes ? (['picture'] as const) : [])];
          runtime.emit({ type: 'AccountProfileChange', data: { fields } });
          runtime.notify({ id: 'account.profile.saved', kind: 'success' });
        }
        args.onSaved();
      });
    },
  };
}
