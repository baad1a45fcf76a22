import { useT } from '../../../i18n/I18nProvider';
import { Spinner } from '../../../primitives/Spinner';
import * as css from './OneTap.css';

/** One Tap while it runs (SPEC §2, §9); the flow turns it back into Google's button when it stops. */
export interface OneTapModel {
  /** 'loading' until Google's prompt shows: the spinner (size 25) is on. */
  status: 'loading' | 'shown';
  /** The embedded prompt's height in px (SPEC §9: 47 until the prompt says otherwise); null when it floats. */
  height: number | null;
  /** The id of the element the embedded prompt renders into. */
  parentId: string;
}

/** Google One Tap's place on Main: the embedded prompt's box, or only the spinner while a floating one loads. */
export function OneTap({ status, height, parentId }: OneTapModel) {
  const t = useT();
  return (
    <div className={css.root} style={height === null ? undefined : { blockSize: height }}>
      {status === 'loading' ? <Spinner size="large" label={t('common.loading')} className={css.cell} /> : null}
      {height === null ? null : <div id={parentId} className={css.prompt} />}
    </div>
  );
}
