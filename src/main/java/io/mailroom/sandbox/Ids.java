package io.mailroom.sandbox;

import java.util.HexFormat;
import java.util.concurrent.ThreadLocalRandom;

/** Identifiers for requests and captured emails: unique enough to quote, not secrets. */
final class Ids {

    private static final HexFormat HEX = HexFormat.of();

    private Ids() {
    }

    static String requestId() {
        return "req_" + HEX.toHexDigits(ThreadLocalRandom.current().nextLong());
    }

    static String emailId() {
        return "msg_" + HEX.toHexDigits(ThreadLocalRandom.current().nextLong());
    }
}
