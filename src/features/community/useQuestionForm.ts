/**
 * The state of the Ask / Edit question form (./QuestionForm.tsx draws it): the draft kept on this
 * device, the errors shown after a first attempt, and sending, which waits for the author's profile,
 * respects the question pace and, for a new question, for the server's answer (4 s at most).
 */
import {useRef, useState, type FormEvent, type RefObject} from 'react';
import {useCommunity} from './CommunityProvider';
import {validateQuestion, type FieldErrors, type Post, type QuestionField, type QuestionInput} from './model';
import {explainRefusal, forgetSent, tooSoon} from './pacing';
import {askQuestion, editQuestion} from './posts';
import {friendlyDataError} from './store';
import {draftKey, saveDraft, useDraft} from './useDraft';
import {reportWriteFailure} from './writeFailures';

const FIELD_ORDER: readonly QuestionField[] = ['title', 'body', 'tags'];

/** How long a new question waits for the server before its page opens anyway (as pending). */
const SERVER_WAIT_MS = 4000;

/** 'saved' once the write is accepted, an Error wrapping the refusal, or 'later' after `ms`. */
async function settledWithin(synced: Promise<void>, ms: number): Promise<'saved' | 'later' | Error> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = new Promise<'later'>((resolve) => {
    timer = setTimeout(() => resolve('later'), ms);
  });
  try {
    return await Promise.race([synced.then(() => 'saved' as const, (error: unknown) => new Error('refused', {cause: error})), later]);
  } finally {
    clearTimeout(timer);
  }
}

export type QuestionFormState = Readonly<{
  draft: QuestionInput;
  errors: FieldErrors<QuestionField>;
  sending: boolean;
  failure: string | null;
  fieldRefs: Readonly<{
    title: RefObject<HTMLInputElement | null>;
    body: RefObject<HTMLTextAreaElement | null>;
    tags: RefObject<HTMLInputElement | null>;
  }>;
  change: (field: QuestionField, value: string) => void;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Forgets the draft on this device. */
  clear: () => void;
}>;

export function useQuestionForm({post, onDone}: Readonly<{post?: Post; onDone: (postId: string) => void}>): QuestionFormState {
  const {user, connection, whenProfileReady} = useCommunity();
  // The starting point is the question as it was when editing began, not as it changes since.
  const [empty] = useState<QuestionInput>(() =>
    post ? {title: post.title, body: post.body, tags: post.tags.join(' ')} : {title: '', body: '', tags: ''},
  );
  const key = draftKey(user?.uid, post ? `edit-${post.id}` : 'ask');
  const [draft, update, clear] = useDraft<QuestionInput>(key, empty);
  const [errors, setErrors] = useState<FieldErrors<QuestionField>>({});
  const [triedToSend, setTriedToSend] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const tagsRef = useRef<HTMLInputElement>(null);
  const fieldRefs = {title: titleRef, body: bodyRef, tags: tagsRef};

  const change = (field: QuestionField, value: string) => {
    update({[field]: value});
    // After a first attempt, errors follow the typing so the reader sees them go away.
    if (triedToSend) {
      const result = validateQuestion({...draft, [field]: value});
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user || sending) return;
    setTriedToSend(true);
    setFailure(null);
    const result = validateQuestion(draft);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      if (first) fieldRefs[first].current?.focus();
      return;
    }
    setErrors({});
    // The rate limit (one question every 30 seconds), checked before anything is sent so the
    // question stays in the form.
    const wait = post ? null : tooSoon(user.uid, 'question');
    if (wait) {
      setFailure(wait);
      return;
    }
    setSending(true);
    // Questions are stored with the author's profile (the rules check it exists). It is created
    // when a reader first arrives and read again on every page load: wait for it if need be.
    if (!(await whenProfileReady())) {
      setFailure('One moment: your community profile is still being set up. Please try again in a few seconds.');
      setSending(false);
      return;
    }
    const sent = draft;
    try {
      if (post) {
        const {synced} = await editQuestion(post.id, result.value);
        clear();
        synced.catch((error: unknown) => {
          saveDraft(key, sent);
          reportWriteFailure(`Your edit of “${result.value.title}” was not saved: ${friendlyDataError(error)} Your text is kept in the edit form.`);
        });
        onDone(post.id);
      } else {
        const {postId, synced} = await askQuestion(result.value, user.uid);
        // Online, open the question once the server has it (normally a fraction of a second):
        // a refusal then shows right here, with the text still in the form. Offline, or if the
        // server is slow, open it at once; it shows as waiting to sync and syncs by itself.
        const outcome = connection === 'offline' ? 'later' : await settledWithin(synced, SERVER_WAIT_MS);
        if (outcome instanceof Error) {
          forgetSent(user.uid, 'question');
          setFailure(`Your question could not be published: ${await explainRefusal(outcome.cause, user.uid, 'question')}`);
          setSending(false);
          return;
        }
        clear();
        if (outcome === 'later') {
          synced.catch(async (error: unknown) => {
            saveDraft(key, sent);
            forgetSent(user.uid, 'question');
            const reason = await explainRefusal(error, user.uid, 'question');
            reportWriteFailure(`Your question “${result.value.title}” could not be published: ${reason} Your text is back in the Ask a question form.`);
          });
        }
        onDone(postId);
      }
    } catch (error) {
      setFailure(friendlyDataError(error));
      setSending(false);
    }
  };

  return {draft, errors, sending, failure, fieldRefs, change, handleSubmit, clear};
}
