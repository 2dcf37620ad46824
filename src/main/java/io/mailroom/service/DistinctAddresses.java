package io.mailroom.service;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A list of addresses with repeats taken out, comparing ignoring case and keeping the first
 * spelling (docs/decisions/034-addresses-ignore-case.md): the service treats
 * {@code a@x} and {@code A@X} as one contact, so the second would only fail as not found.
 *
 * @param kept    the distinct addresses, in their first order and spelling
 * @param repeats every address dropped, with the kept spelling it repeats
 */
public record DistinctAddresses(List<String> kept, List<Repeat> repeats) {

    /** {@code address} was dropped as a repeat of {@code keptAs}. */
    public record Repeat(String address, String keptAs) {
    }

    public DistinctAddresses {
        kept = List.copyOf(kept);
        repeats = List.copyOf(repeats);
    }

    public static DistinctAddresses of(List<String> addresses) {
        Map<String, String> firstSpelling = new LinkedHashMap<>();
        List<Repeat> repeats = new ArrayList<>();
        for (String address : addresses) {
            String kept = firstSpelling.putIfAbsent(address.toLowerCase(Locale.ROOT), address);
            if (kept != null) {
                repeats.add(new Repeat(address, kept));
            }
        }
        return new DistinctAddresses(List.copyOf(firstSpelling.values()), repeats);
    }
}
