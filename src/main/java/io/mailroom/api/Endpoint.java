package io.mailroom.api;

/** The spec's four endpoints, and whether repeating each is safe (docs/decisions/005-retries-and-may-have-been-sent.md). */
enum Endpoint {
    SEND("POST", "/v1/send", false),
    LIST_CONTACTS("GET", "/v1/contact", true),
    SAVE_CONTACT("POST", "/v1/contact", true),
    DELETE_CONTACT("DELETE", "/v1/contact", true);

    final String method;
    final String path;
    /** True when a second attempt cannot do harm: reads, deletes and the contact upsert. */
    final boolean repeatable;

    Endpoint(String method, String path, boolean repeatable) {
        this.method = method;
        this.path = path;
        this.repeatable = repeatable;
    }
}
