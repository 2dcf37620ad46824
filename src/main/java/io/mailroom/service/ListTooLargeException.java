package io.mailroom.service;

/**
 * The service reports more contacts than Mailroom reads into one listing
 * ({@link ContactPager#MAX_CONTACTS}, docs/decisions/037-listing-size-limit.md).
 */
public final class ListTooLargeException extends RuntimeException {

    public ListTooLargeException(String appId, long reported, long limit) {
        super("The service reports " + reported + " contacts in " + appId + ", more than the " + limit
                + " Mailroom reads into one listing; nothing was read beyond the first page. Read it page by page instead.");
    }
}
