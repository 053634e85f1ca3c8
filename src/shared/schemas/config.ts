/** GET /api/config/: what the client needs to know about this deployment. */
export interface AppConfig {
  market_id: number;
  currency: string;
  providers: {
    facebook: { enabled: boolean; app_id: string | null };
    apple: { enabled: boolean; client_id: string | null };
  };
}
