package io.mailroom.service.localcopy;

import java.security.SecureRandom;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.HexFormat;

/** The names of jobs: their kind, when they began (UTC, to the second) and four hex digits, "delete-20261125-031500-3fa2". */
final class JobIds {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);
    private static final SecureRandom RANDOM = new SecureRandom();

    private JobIds() {
    }

    static String next(String kind, Instant at) {
        return kind + "-" + TIME.format(at) + "-" + HexFormat.of().toHexDigits((short) RANDOM.nextInt());
    }
}
