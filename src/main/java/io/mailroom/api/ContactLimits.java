package io.mailroom.api;

/** Paging facts of the list endpoint (spec 4.2 and 8). */
public final class ContactLimits {

    /** The service's default page size. */
    public static final int DEFAULT_PAGE_SIZE = 500;
    /**
     * The spec names no maximum; Mailroom never asks for more than the service's own
     * default, which it is sure to serve.
     */
    public static final int MAX_PAGE_SIZE = 500;

    private ContactLimits() {
    }
}
