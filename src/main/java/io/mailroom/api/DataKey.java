package io.mailroom.api;

import java.util.Arrays;
import java.util.Optional;

/** The eight keys of contact metadata the spec accepts in {@code data} (spec 2.4), in its order. */
public enum DataKey {
    language,
    firstName,
    lastName,
    phoneNumber,
    birthday,
    company,
    vipLevel,
    amount;

    /** Exact, case-sensitive: the wire names are the spec's. */
    public static Optional<DataKey> of(String name) {
        return Arrays.stream(values()).filter(k -> k.name().equals(name)).findFirst();
    }
}
