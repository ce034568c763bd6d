/**
 * Every key string of the single table is built here and nowhere else. Each part is labelled, so a
 * key read in the console explains itself (`BRANCH#<id>#DAY#<date>`). Every key that holds branch
 * data starts from the branch: isolation is structural.
 */
const SEP = '#';

const branch = (branchId: string) => `BRANCH${SEP}${branchId}`;

export const keys = {
  /** Branch profile: name, plan, time zone, environment. */
  branchProfile: (branchId: string) => ({ pk: branch(branchId), sk: 'PROFILE' }),
  /** Registry of branches, so the admin CLI lists them with one Query instead of a Scan. */
  branchRegistry: (branchId: string) => ({ pk: 'BRANCHES', sk: branch(branchId) }),
  branchRegistryPartition: () => 'BRANCHES',

  /** API key, addressed by the SHA-256 of the plaintext key (the plaintext is never stored). */
  apiKey: (keyHash: string) => ({ pk: `KEY${SEP}${keyHash}`, sk: 'KEY' }),
  /**
   * The branch's list of its API keys (the developer portal): one entry per key ever issued, by a
   * random key id (never derived from the hash), with its last four characters and status.
   */
  branchApiKey: (branchId: string, keyId: string) => ({ pk: branch(branchId), sk: `API_KEY${SEP}${keyId}` }),
  branchApiKeyPrefix: () => `API_KEY${SEP}`,

  /**
   * OAuth 2.0 app client (client credentials) of one branch, addressed by its client id: the
   * token's `client_id` resolves to the branch with one GetItem. Beside it, an entry in the branch's
   * partition lists the branch's clients with one Query.
   */
  oauthClient: (clientId: string) => ({ pk: `OAUTH_CLIENT${SEP}${clientId}`, sk: 'CLIENT' }),
  branchOAuthClient: (branchId: string, clientId: string) => ({
    pk: branch(branchId),
    sk: `OAUTH_CLIENT${SEP}${clientId}`,
  }),
  branchOAuthClientPrefix: () => `OAUTH_CLIENT${SEP}`,

  /**
   * Organizations: a profile, the branches they own and their members (`ORG#<id>` partition, so one
   * Query lists either); each branch points back at its organization, and each user (the token's
   * `sub`) at the one organization they belong to, with their role.
   */
  organization: (organizationId: string) => ({ pk: `ORG${SEP}${organizationId}`, sk: 'PROFILE' }),
  organizationBranch: (organizationId: string, branchId: string) => ({
    pk: `ORG${SEP}${organizationId}`,
    sk: branch(branchId),
  }),
  organizationBranchPrefix: () => `BRANCH${SEP}`,
  organizationMember: (organizationId: string, userSub: string) => ({
    pk: `ORG${SEP}${organizationId}`,
    sk: `MEMBER${SEP}${userSub}`,
  }),
  organizationMemberPrefix: () => `MEMBER${SEP}`,
  organizationPartition: (organizationId: string) => `ORG${SEP}${organizationId}`,
  branchOrganization: (branchId: string) => ({ pk: branch(branchId), sk: 'ORGANIZATION' }),
  /**
   * Organization roll-up of cube `name` for a business month (`YYYY-MM`): one item holding each
   * branch's month roll-up of that cube under its own attribute (below), so a chain's year is one
   * Query and two branches' builds never write the same attribute.
   */
  organizationCubeRollupPartition: (organizationId: string, cube: string) =>
    `ORG${SEP}${organizationId}${SEP}CUBE${SEP}${cube}${SEP}MONTH`,
  organizationCubeRollup: (organizationId: string, cube: string, month: string) => ({
    pk: keys.organizationCubeRollupPartition(organizationId, cube),
    sk: month,
  }),
  /**
   * The month's parts of a cube merged (sales, cash, costs), in an item of its own so that a
   * chain-wide read of a year reads twelve small items and none of the parts; its `revision`
   * counts the parts' writes (each in the part's own transaction).
   */
  organizationMergedPartition: (organizationId: string, cube: string) =>
    `ORG${SEP}${organizationId}${SEP}MERGED${SEP}${cube}`,
  organizationMerged: (organizationId: string, cube: string, month: string) => ({
    pk: keys.organizationMergedPartition(organizationId, cube),
    sk: month,
  }),
  /** The attribute of an organization roll-up item that holds one branch's part (an attribute name, not a key). */
  organizationRollupBranchAttribute: (branchId: string) => branch(branchId),
  organizationRollupBranchAttributePrefix: () => `BRANCH${SEP}`,
  /** Beside it, the `rebuilt_at` of that part: a later part replaces it, an earlier one does not. */
  organizationRollupVersionAttribute: (branchId: string) => `REBUILT${SEP}${branchId}`,
  organizationRollupVersionAttributePrefix: () => `REBUILT${SEP}`,
  /**
   * A branch's month of cost records changed since its parts of the organization's `costdays` and `costs` months
   * was last written (costs/month-part.ts): put by the record's transaction, deleted by the part's
   * refresh. One partition per organization, normally empty, so a read finds every stale part with
   * one Query and reads those months from their branches.
   */
  organizationCostsPendingPartition: (organizationId: string) =>
    `ORG${SEP}${organizationId}${SEP}COSTS${SEP}PENDING`,
  organizationCostsPending: (organizationId: string, month: string, branchId: string) => ({
    pk: keys.organizationCostsPendingPartition(organizationId),
    sk: `${month}${SEP}${branch(branchId)}`,
  }),
  /**
   * The organization's cached branch alert reads of one period (`from`..`to`, the branch's own
   * business dates): one item per branch, used only while the branch's alert revisions are those it
   * was computed at (shared/storage/alert-cache-store.ts). The organization reads may update this
   * partition and no other (its pattern, for IAM).
   */
  organizationAlertCachePartition: (organizationId: string, from: string, to: string) =>
    `ORG${SEP}${organizationId}${SEP}ALERTCACHE${SEP}${from}${SEP}${to}`,
  organizationAlertCache: (organizationId: string, from: string, to: string, branchId: string) => ({
    pk: keys.organizationAlertCachePartition(organizationId, from, to),
    sk: branch(branchId),
  }),
  /** The branch entries of a period's cache, beside its pages. */
  organizationAlertCacheBranchPrefix: () => branch(''),
  /**
   * A page of the organization's alerts as answered, under the hash of everything it was computed
   * from (the page asked for, and every branch's check): a page of another state has another key.
   */
  organizationAlertPage: (organizationId: string, from: string, to: string, hash: string) => ({
    pk: keys.organizationAlertCachePartition(organizationId, from, to),
    sk: `PAGE${SEP}${hash}`,
  }),
  organizationAlertCachePartitionPattern: () => `ORG${SEP}*${SEP}ALERTCACHE${SEP}*`,
  membership: (userSub: string) => ({ pk: `USER${SEP}${userSub}`, sk: 'MEMBERSHIP' }),

  /** Idempotency record of an ingest request, scoped to the branch. */
  idempotency: (branchId: string, idempotencyKey: string) => ({
    pk: branch(branchId),
    sk: `IDEM${SEP}${idempotencyKey}`,
  }),

  /**
   * Rate-limit counters: the fixed one-minute window and the calendar month (UTC). Their partitions
   * share a prefix, so IAM can let read routes update these items and nothing else (infra/api.ts).
   */
  ratePartitionPrefix: () => `RATE${SEP}`,
  rateMinute: (branchId: string, windowStartEpochSeconds: number) => ({
    pk: `${keys.ratePartitionPrefix()}${branchId}`,
    sk: `MINUTE${SEP}${windowStartEpochSeconds}`,
  }),
  rateMonth: (branchId: string, month: string) => ({
    pk: `${keys.ratePartitionPrefix()}${branchId}`,
    sk: `MONTH${SEP}${month}`,
  }),
  /**
   * Whose counters `rateMinute` / `rateMonth` keep besides a branch's (which is its id): an
   * organization (its reads and its members' account routes) and a signed-in user, by the token's
   * subject. Under the same `RATE#` prefix, so the same IAM condition covers them.
   */
  /**
   * A webhook's hand-started sends (test and redeliver) in one UTC hour: a counter under the
   * branch's `RATE#` partition, so the routes that count it need no other IAM grant.
   */
  webhookManualSends: (branchId: string, webhookId: string, hourStartEpochSeconds: number) => ({
    pk: `${keys.ratePartitionPrefix()}${branchId}`,
    sk: `WEBHOOK_SENDS${SEP}${webhookId}${SEP}${hourStartEpochSeconds}`,
  }),
  organizationRateSubject: (organizationId: string) => `ORG${SEP}${organizationId}`,
  userRateSubject: (userSub: string) => `USER${SEP}${userSub}`,

  /** Partition holding everything ingested for one business day of a branch. */
  dayPartition: (branchId: string, date: string) => `${branch(branchId)}${SEP}DAY${SEP}${date}`,
  /** One chunk of an ingested business document (orders, payments, …) of that day. */
  dayDocument: (branchId: string, date: string, resource: string, documentId: string, chunk: number) => ({
    pk: keys.dayPartition(branchId, date),
    sk: `DOC${SEP}${resource}${SEP}${documentId}${SEP}${String(chunk).padStart(3, '0')}`,
  }),
  dayDocumentPrefix: () => `DOC${SEP}`,
  /** The day's state: whether a zout closed it; every later write to a closed day touches it. */
  dayState: (branchId: string, date: string) => ({ pk: keys.dayPartition(branchId, date), sk: 'STATE' }),
  dayStateSortKey: () => 'STATE',

  /**
   * Ingest log: per business date and document kind (`orders`, `cash-register-zout`, …) a count and
   * the last arrival, updated in each document's own transaction, so a branch's integration health
   * over a date range is one Query of this partition instead of one per day partition.
   */
  ingestLogPartition: (branchId: string) => `${branch(branchId)}${SEP}INGEST`,
  ingestLog: (branchId: string, date: string, kind: string) => ({
    pk: keys.ingestLogPartition(branchId),
    sk: `${date}${SEP}${kind}`,
  }),
  /** Sort-key bounds (inclusive) of the ingest log of the business dates from..to. */
  ingestLogDateRange: (from: string, to: string) => ({ from: `${from}${SEP}`, to: `${to}${SEP}\uffff` }),

  /** Daily cube `name` of a branch; the sort key is the business date, so a range is one Query. */
  cubePartition: (branchId: string, cube: string) => `${branch(branchId)}${SEP}CUBE${SEP}${cube}`,
  cube: (branchId: string, cube: string, date: string) => ({
    pk: keys.cubePartition(branchId, cube),
    sk: date,
  }),

  /**
   * Monthly rollup of cube `name` (the aggregator rebuilds it with each of its days); the sort key is
   * the month, `YYYY-MM`, so the whole months of a range are one Query. A partition of its own beside
   * the cube's (a month key would sort among its day keys), named after it: `…#CUBE#<name>#MONTH`.
   */
  cubeRollupPartition: (branchId: string, cube: string) => `${keys.cubePartition(branchId, cube)}${SEP}MONTH`,
  cubeRollup: (branchId: string, cube: string, month: string) => ({
    pk: keys.cubeRollupPartition(branchId, cube),
    sk: month,
  }),

  /** Snapshot marker written when a day's cubes are regenerated. */
  snapshotPartition: (branchId: string) => `${branch(branchId)}${SEP}SNAPSHOT`,
  snapshot: (branchId: string, date: string) => ({ pk: keys.snapshotPartition(branchId), sk: date }),

  /** Catalog and categories: one compressed document per branch, rewritten whole on each sync. */
  catalogPartition: (branchId: string) => `${branch(branchId)}${SEP}CATALOG`,
  catalogChunk: (branchId: string, chunk: number) => ({
    pk: keys.catalogPartition(branchId),
    sk: `CHUNK${SEP}${String(chunk).padStart(3, '0')}`,
  }),
  catalogHead: (branchId: string) => ({ pk: keys.catalogPartition(branchId), sk: 'HEAD' }),
  categoriesPartition: (branchId: string) => `${branch(branchId)}${SEP}CATEGORIES`,
  categoriesChunk: (branchId: string, chunk: number) => ({
    pk: keys.categoriesPartition(branchId),
    sk: `CHUNK${SEP}${String(chunk).padStart(3, '0')}`,
  }),
  categoriesHead: (branchId: string) => ({ pk: keys.categoriesPartition(branchId), sk: 'HEAD' }),

  /**
   * What a branch's alert read depends on, counted: one item per branch, with a counter per
   * business month that every write able to change that month's alerts adds to, and one that every
   * inventory count adds to (a count opens days and months up to 62 days later and decides
   * low_stock at any later date); `epoch`, set by the first write, tells a recreated item apart.
   */
  alertRevisions: (branchId: string) => ({ pk: branch(branchId), sk: 'ALERT_REVISIONS' }),
  /** Alerts: sort key `<date>#<type>#<discriminator>` so a rebuild of a day overwrites its own alerts. */
  alertPartition: (branchId: string) => `${branch(branchId)}${SEP}ALERT`,
  alert: (branchId: string, date: string, type: string, discriminator = '') => ({
    pk: keys.alertPartition(branchId),
    sk: [date, type, discriminator].filter(Boolean).join(SEP),
  }),
  /**
   * Alert reviews ("revisada"): one item per reviewed alert, sort key the alert's id
   * (`<date>:<type>[:…]`), so the reviews of the business dates from..to are one Query.
   */
  alertReviewPartition: (branchId: string) => `${branch(branchId)}${SEP}ALERT_REVIEW`,
  alertReview: (branchId: string, alertId: string) => ({
    pk: keys.alertReviewPartition(branchId),
    sk: alertId,
  }),
  /** Sort-key bounds (inclusive) of the reviews of the alerts of the business dates from..to. */
  alertReviewDateRange: (from: string, to: string) => ({ from, to: `${to}:\uffff` }),
  /** Prefix of every alert sort key of one business date (a rebuild lists the day's alerts with it). */
  alertDayPrefix: (date: string) => `${date}${SEP}`,
  /** Sort-key bounds (inclusive) of every alert of the business dates from..to. */
  alertDateRange: (from: string, to: string) => ({ from, to: `${to}${SEP}\uffff` }),

  /**
   * Announcement markers: what was published once and must not be again. An alert computed on read
   * (cost, low stock, live pace) is announced per (period, type, discriminator) with its severity;
   * a cash variance once per closing (its folio). Written conditionally, so of concurrent writers
   * only one announces.
   */
  announcementPartition: (branchId: string) => `${branch(branchId)}${SEP}ANNOUNCED`,
  alertAnnouncement: (branchId: string, period: string, type: string, discriminator = '') => ({
    pk: keys.announcementPartition(branchId),
    sk: ['ALERT', period, type, discriminator].filter(Boolean).join(SEP),
  }),
  cashVarianceAnnouncement: (branchId: string, closingId: string) => ({
    pk: keys.announcementPartition(branchId),
    sk: `CASH_VARIANCE${SEP}${closingId}`,
  }),

  /** Activity log: sort key is `<occurred_at in UTC>#<event id>`, time-ordered. */
  activityPartition: (branchId: string) => `${branch(branchId)}${SEP}ACTIVITY`,
  activity: (branchId: string, occurredAtUtc: string, eventId: string) => ({
    pk: keys.activityPartition(branchId),
    sk: `${occurredAtUtc}${SEP}${eventId}`,
  }),

  /**
   * Aggregations that failed for good (a day the aggregator cannot build): one operator registry, so
   * `admin -- builds failed` lists them with one Query. One item per day (the latest failure), or per
   * queue message when the message does not even name a day.
   */
  buildFailurePartition: () => 'BUILD_FAILURES',
  buildFailure: (branchId: string, date: string) => ({
    pk: keys.buildFailurePartition(),
    sk: `${branch(branchId)}${SEP}DAY${SEP}${date}`,
  }),
  buildFailureOfMessage: (messageId: string) => ({
    pk: keys.buildFailurePartition(),
    sk: `MESSAGE${SEP}${messageId}`,
  }),

  /** Sort-key prefix of the alerts of one date, type and discriminator prefix (an actor's anomalies). */
  alertDiscriminatorPrefix: (date: string, type: string, discriminatorPrefix: string) =>
    [date, type, discriminatorPrefix].join(SEP),
  /** Sort-key prefix of every chunk of one resource's documents in a day partition. */
  dayResourcePrefix: (resource: string) => `DOC${SEP}${resource}${SEP}`,

  /** Live day of a branch (POST /live/update): its head, by business date (live-day.ts LiveHead). */
  livePartition: (branchId: string) => `${branch(branchId)}${SEP}LIVE`,
  liveDay: (branchId: string, date: string) => ({ pk: keys.livePartition(branchId), sk: date }),
  /**
   * One closed table of a live day, under the 15-minute bucket of its close (UTC start,
   * `YYYY-MM-DDTHH:MMZ`) and numbered by the head (6 digits: sorts in closing order within a bucket).
   */
  liveClosedTable: (branchId: string, date: string, bucket: string, seq: number) => ({
    pk: keys.livePartition(branchId),
    sk: [date, 'CLOSED', bucket, String(seq).padStart(6, '0')].join(SEP),
  }),
  /** Sort-key prefix of the closed tables of one live day and bucket. */
  liveClosedBucketPrefix: (date: string, bucket: string) => [date, 'CLOSED', bucket, ''].join(SEP),
  /** Sort-key prefix of the cash movements of one live day. */
  liveCashMovementPrefix: (date: string) => [date, 'MOVE', ''].join(SEP),
  /** One cash movement of a live day, numbered by the head. */
  liveCashMovement: (branchId: string, date: string, seq: number) => ({
    pk: keys.livePartition(branchId),
    sk: [date, 'MOVE', String(seq).padStart(6, '0')].join(SEP),
  }),
  /** The day's cash-register activity (opened / closed events), kept beside the live day for /live/cash. */
  liveRegister: (branchId: string, date: string) => ({
    pk: keys.livePartition(branchId),
    sk: `${date}${SEP}REGISTER`,
  }),
  /** Devices and ips a user (normalized actor name, hashed) has logged in from. */
  loginProfile: (branchId: string, actorHash: string) => ({
    pk: `${branch(branchId)}${SEP}LOGINS`,
    sk: actorHash,
  }),
  /** Devices and ips anyone has logged in from at the branch (beside the users' hex-hash keys). */
  branchLoginProfile: (branchId: string) => ({
    pk: `${branch(branchId)}${SEP}LOGINS`,
    sk: 'BRANCH',
  }),
  /** Prices each item (normalized name) was sold at in the last 90 days of closed days. */
  priceHistory: (branchId: string) => ({ pk: `${branch(branchId)}${SEP}PRICES`, sk: 'HISTORY' }),

  /**
   * Back-office records (suppliers, purchases, expenses, payroll, inventory counts, recipes): one
   * partition per branch and resource. Dated records sort by `REC#<date>#<id>` (payroll by
   * period_from), so a period is one Query; undated ones by `REC#<name>` (suppliers by id, recipes by
   * the catalog item they make: one recipe per item). `ID#<id>` points at the record's sort key, so
   * GET/DELETE by id need no scan.
   */
  backofficePartition: (branchId: string, resource: string) =>
    `${branch(branchId)}${SEP}BACKOFFICE${SEP}${resource}`,
  backofficeDatedRecord: (branchId: string, resource: string, date: string, id: string) => ({
    pk: keys.backofficePartition(branchId, resource),
    sk: `REC${SEP}${date}${SEP}${id}`,
  }),
  backofficeNamedRecord: (branchId: string, resource: string, name: string) => ({
    pk: keys.backofficePartition(branchId, resource),
    sk: `REC${SEP}${name}`,
  }),
  backofficeRecordPrefix: () => `REC${SEP}`,
  /** Sort-key bounds (inclusive) of the dated records from..to. */
  backofficeDateRange: (from: string, to: string) => ({
    from: `REC${SEP}${from}${SEP}`,
    to: `REC${SEP}${to}${SEP}\uffff`,
  }),
  backofficeIdPointer: (branchId: string, resource: string, id: string) => ({
    pk: keys.backofficePartition(branchId, resource),
    sk: `ID${SEP}${id}`,
  }),

  /** Branch settings (cash_variance_threshold_pct, …): one item beside the profile. */
  branchSettings: (branchId: string) => ({ pk: branch(branchId), sk: 'SETTINGS' }),

  /**
   * Webhook subscriptions of a branch: one partition, `SUB#<id>` items plus a `HEAD` item counting
   * them (the 10-per-branch limit is a conditional update on it, in the registration's transaction).
   */
  webhookPartition: (branchId: string) => `${branch(branchId)}${SEP}WEBHOOK`,
  webhookSubscription: (branchId: string, subscriptionId: string) => ({
    pk: keys.webhookPartition(branchId),
    sk: `SUB${SEP}${subscriptionId}`,
  }),
  webhookSubscriptionPrefix: () => `SUB${SEP}`,
  webhookHead: (branchId: string) => ({ pk: keys.webhookPartition(branchId), sk: 'HEAD' }),
  /** Deliveries of one subscription; the sort key is the delivery id (a ULID), so newest first is one Query. */
  webhookDeliveryPartition: (branchId: string, subscriptionId: string) =>
    `${keys.webhookPartition(branchId)}${SEP}${subscriptionId}${SEP}DELIVERY`,
  webhookDelivery: (branchId: string, subscriptionId: string, deliveryId: string) => ({
    pk: keys.webhookDeliveryPartition(branchId, subscriptionId),
    sk: deliveryId,
  }),

  /**
   * Forecasts (docs/forecast-api.md): one item per forecast business date, sort key the date, so the
   * next 14 days or the last 91 are one Query. It holds the latest forecast made before the day
   * began and, per horizon, the forecast made that many days before; none is written once the
   * day has begun (a condition on its `begins_at`). Its hours and prep list sit in a partition of
   * their own beside it, read one day at a time.
   */
  forecastPartition: (branchId: string) => `${branch(branchId)}${SEP}FORECAST`,
  forecastDay: (branchId: string, date: string) => ({ pk: keys.forecastPartition(branchId), sk: date }),
  forecastDetailPartition: (branchId: string) => `${branch(branchId)}${SEP}FORECAST${SEP}DETAIL`,
  forecastDetail: (branchId: string, date: string) => ({
    pk: keys.forecastDetailPartition(branchId),
    sk: date,
  }),

  /** Assistant conversations (kept 24 hours by TTL), addressed by conversation id. */
  assistantConversation: (branchId: string, conversationId: string) => ({
    pk: `${branch(branchId)}${SEP}CONVERSATION`,
    sk: conversationId,
  }),
  /** IAM StringLike pattern of every branch's conversation partition (the ask route updates only these). */
  assistantConversationPartitionPattern: () => `${branch('*')}${SEP}CONVERSATION`,
  /** The daily insight of a business date; the sort key is the date, so a range is one Query. */
  insightPartition: (branchId: string) => `${branch(branchId)}${SEP}INSIGHT`,
  insight: (branchId: string, date: string) => ({ pk: keys.insightPartition(branchId), sk: date }),
} as const;

export type TableKey = { pk: string; sk: string };
