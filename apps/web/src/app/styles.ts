// Mantine styles per component rather than the whole 290 kB sheet. Order matters: the global layers first,
// then shared building blocks (buttons, inputs, overlays) before the components composed from them.
// A component added to the app needs its sheet here.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/notifications/styles.css';
