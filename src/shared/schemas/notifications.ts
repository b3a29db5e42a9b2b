import { LIMITS, NOTIFICATION_PRIORITIES } from '#shared/constants.ts';
import { IsoDateSchema, RowIdSchema, requiredText } from './common.ts';
import * as z from './zod.ts';

/** The admin's notification form and the premium-only refusal. */
export const NOTIFICATION_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be under ${LIMITS.notificationTitle} characters`,
  messageRequired: 'Message is required',
  messageTooLong: `Message must be under ${LIMITS.notificationMessage} characters`,
  premiumOnly: 'Premium only',
  notificationNotFound: 'Notification not found',
  sent: 'Notification sent to all premium users!',
  sendFailed: 'Failed to send notification',
} as const;

/** `POST /api/admin/notifications` body: the spec's notification form. */
export const NotificationFormSchema = z.object({
  title: requiredText(
    NOTIFICATION_MESSAGES.titleRequired,
    NOTIFICATION_MESSAGES.titleTooLong,
    LIMITS.notificationTitle,
  ),
  message: requiredText(
    NOTIFICATION_MESSAGES.messageRequired,
    NOTIFICATION_MESSAGES.messageTooLong,
    LIMITS.notificationMessage,
  ),
  priority: z.enum(NOTIFICATION_PRIORITIES).default('normal'),
  isChangelogEntry: z.boolean().default(false),
});
export type NotificationFormInput = z.input<typeof NotificationFormSchema>;
export type NotificationForm = z.output<typeof NotificationFormSchema>;

/** A notification as an admin sees it right after sending. Dates are ISO 8601. */
export const NotificationSchema = z.object({
  id: RowIdSchema,
  title: z.string(),
  message: z.string(),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  isChangelogEntry: z.boolean(),
  createdAt: IsoDateSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;

/** A notification as a premium user sees it: with their own read state. */
const UserNotificationSchema = NotificationSchema.extend({ isRead: z.boolean() });
export type UserNotification = z.infer<typeof UserNotificationSchema>;

/** `GET /api/notifications`: newest first. */
export const NotificationListSchema = z.object({
  notifications: z.array(UserNotificationSchema),
});

/** `POST /api/notifications/mark-all-read`: how many became read. */
export const MarkAllReadSchema = z.object({
  success: z.literal(true),
  marked: z.number().int(),
});

/** The `event:` name of a new notification on `GET /api/notifications/stream`. */
export const NOTIFICATION_STREAM_EVENT = 'notification';

/** `POST /api/admin/notifications` success: `recipients` is how many premium users got it. */
export const NotificationSentSchema = z.object({
  success: z.literal(true),
  notification: NotificationSchema,
  recipients: z.number().int(),
});
