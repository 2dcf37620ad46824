package io.mailroom.service;

/**
 * The service reports more contacts than Mailroom reads into one listing
 * ({@link ContactPager#MAX_CONTACTS}, docs/decisions/037-listing-size-limit.md).
 */
public final class ListTooLargeException extends RuntimeException {

    private final String appId;
    private final long reported;
    private final long limit;

    public ListTooLargeException(String appId, long reported, long limit) {
        super("The service reports " + reported + " contacts in " + appId + ", more than the " + limit
                + " Mailroom reads into one listing; nothing was read beyond the first page. Read it page by page instead.");
        this.appId = appId;
        this.reported = reported;
        this.limit = limit;
    }

    public String appId() {
        return appId;
    }

    /** How many contacts the service says the application has. */
    public long reported() {
        return reported;
    }

    /** The most Mailroom reads into one listing. */
    public long limit() {
        return limit;
    }
}
