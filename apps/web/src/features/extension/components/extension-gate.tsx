import { VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppConfig } from '../../../lib/app-config.ts';
import { extensionStatusQueryOptions, useExtensionStatus } from '../hooks/use-extension-status.ts';
import { ExtensionBanner } from './extension-banner.tsx';
import { ExtensionRequiredModal } from './extension-required-modal.tsx';

/** Kept for the browser tab only: a developer who bypassed the prompt is reminded in a new session. */
export const EXTENSION_BYPASS_KEY = 'inroad.extensionPromptBypassed';
/** The banner, once dismissed, stays away for the browser tab's session; the prompt is not affected. */
export const EXTENSION_BANNER_DISMISSED_KEY = 'inroad.extensionBannerDismissed';

function readFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeFlag(key: string, on: boolean) {
  try {
    if (on) window.sessionStorage.setItem(key, '1');
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage refused (private mode): the choice holds until the next reload.
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
  const [bypassed, setBypassed] = useState(() => readFlag(EXTENSION_BYPASS_KEY));
  const [bannerDismissed, setBannerDismissed] = useState(() => readFlag(EXTENSION_BANNER_DISMISSED_KEY));
  const [checking, setChecking] = useState(false);
  const canBypass = config.data?.localDevelopmentHost === true;
  const absent = status === 'absent';

  const bypass = () => {
    writeFlag(EXTENSION_BYPASS_KEY, true);
    setBypassed(true);
  };

  const showHelp = () => {
    writeFlag(EXTENSION_BYPASS_KEY, false);
    setBypassed(false);
  };

  const dismissBanner = () => {
    writeFlag(EXTENSION_BANNER_DISMISSED_KEY, true);
    setBannerDismissed(true);
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
      {/* Says when the first check is still out: until then neither the banner nor the prompt can be trusted. */}
      <VisuallyHidden role="status" data-extension-check={status === 'checking' ? 'running' : 'done'}>
        {status === 'checking' ? 'Checking for the extension…' : ''}
      </VisuallyHidden>
      {absent && !bannerDismissed && <ExtensionBanner onShowHelp={showHelp} onDismiss={dismissBanner} />}
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
