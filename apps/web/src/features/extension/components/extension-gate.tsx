import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppConfig } from '../../../lib/app-config.ts';
import { extensionStatusQueryOptions, useExtensionStatus } from '../hooks/use-extension-status.ts';
import { ExtensionBanner } from './extension-banner.tsx';
import { ExtensionRequiredModal } from './extension-required-modal.tsx';

/** Kept for the browser tab only: a developer who bypassed the prompt is reminded in a new session. */
export const EXTENSION_BYPASS_KEY = 'inroad.extensionPromptBypassed';

function readBypass(): boolean {
  try {
    return window.sessionStorage.getItem(EXTENSION_BYPASS_KEY) === '1';
  } catch {
    return false;
  }
}

interface ExtensionGateProps {
  /** Holds the prompt back while another dialog (welcome tour, onboarding) has the user's attention. */
  deferPrompt?: boolean;
}

/** The 'Chrome Extension Required' prompt and banner, driven by the 10-second presence check. */
export function ExtensionGate({ deferPrompt = false }: ExtensionGateProps) {
  const queryClient = useQueryClient();
  const status = useExtensionStatus();
  const config = useAppConfig();
  const [bypassed, setBypassed] = useState(readBypass);
  const [checking, setChecking] = useState(false);
  const canBypass = config.data?.localDevelopmentHost === true;
  const absent = status === 'absent';

  const bypass = () => {
    try {
      window.sessionStorage.setItem(EXTENSION_BYPASS_KEY, '1');
    } catch {
      // Storage refused (private mode): the bypass holds until the next reload.
    }
    setBypassed(true);
  };

  const showHelp = () => {
    try {
      window.sessionStorage.removeItem(EXTENSION_BYPASS_KEY);
    } catch {
      // nothing stored
    }
    setBypassed(false);
  };

  const checkAgain = async () => {
    setChecking(true);
    try {
      await queryClient.refetchQueries({ queryKey: extensionStatusQueryOptions().queryKey });
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      {absent && <ExtensionBanner onShowHelp={showHelp} />}
      <ExtensionRequiredModal
        opened={absent && !deferPrompt && !(bypassed && canBypass)}
        canBypass={canBypass}
        checking={checking}
        onCheckAgain={() => void checkAgain()}
        onBypass={bypass}
      />
    </>
  );
}
