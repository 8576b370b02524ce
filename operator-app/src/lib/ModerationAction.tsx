import { useState } from 'react';
import { Button } from 'shared-ui';
import { ReasonDialog } from './ReasonDialog';
import { useModerationCall, type ModerationCall } from './useModerationCall';

/** An action whatever its target's title: its words and its call (a feature's hook gives them). */
export interface Moderation extends ModerationCall {
  /** The button's text, and the dialog's confirm button's. */
  label: string;
  /** A destructive action (suspend, take down): both buttons say so; otherwise an outline button and a plain confirm. */
  destructive: boolean;
  description?: string;
  /** The reason field's label and its message when left empty (ReasonDialog's "Reason" by default). */
  reasonLabel?: string;
  requiredText?: string;
}

export interface ModerationActionProps extends Moderation {
  /** The dialog's title: the action on its target ("Suspend tokyo-goods"). */
  title: string;
}

/**
 * An operator action on one target: its button opens the reason dialog, whose confirm sends the
 * action with the reason and says in a toast how it went; the dialog closes once it worked.
 */
export function ModerationAction({ label, destructive, title, description, reasonLabel, requiredText, ...call }: ModerationActionProps) {
  const [open, setOpen] = useState(false);
  const { confirm, busy } = useModerationCall(call);
  return (
    <>
      <Button variant={destructive ? 'destructive' : 'outline'} size="sm" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        label={reasonLabel}
        requiredText={requiredText}
        confirmLabel={label}
        confirmVariant={destructive ? 'destructive' : 'default'}
        busy={busy}
        onConfirm={confirm}
      />
    </>
  );
}
