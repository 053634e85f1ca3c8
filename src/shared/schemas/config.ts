/** GET /api/config/: what the client needs to know about this deployment. */
export interface AppConfig {
  market_id: number;
  currency: string;
  providers: {
    facebook: { enabled: boolean; app_id: string | null };
    apple: { enabled: boolean; client_id: string | null };
  };
  /** Web Push: the VAPID public key (base64url) a browser subscribes with (PushManager.subscribe applicationServerKey). */
  push: { vapid_public_key: string };
}
