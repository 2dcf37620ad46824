package io.mailroom.ui.contacts;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.VipLevel;
import io.mailroom.service.localcopy.Breakdown;
import io.mailroom.service.localcopy.ValueCount;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The shape of the contacts in view for the side chart, the loaded page's or, over the whole list,
 * every contact found in the local copy ({@code wholeList}): how many contacts per status (both of
 * the spec's statuses always, in its order, then any other the service sent) and per VIP level as
 * the service sent it (numbers ascending, then levels that are no number, contacts without one last).
 */
record PageBreakdown(Map<String, Long> byStatus, Map<String, Long> byVipLevel, boolean wholeList) {

    static final String NO_VIP_LEVEL = "none";
    static final String NO_STATUS = "unknown";
    static final PageBreakdown EMPTY = of(List.of());

    PageBreakdown {
        byStatus = Collections.unmodifiableMap(new LinkedHashMap<>(byStatus));
        byVipLevel = Collections.unmodifiableMap(new LinkedHashMap<>(byVipLevel));
    }

    /** Every contact a query of the local copy found, as the copy counted them (its VIP levels already in order). */
    static PageBreakdown of(Breakdown whole) {
        Map<String, Long> statuses = new LinkedHashMap<>();
        for (ContactStatus status : ContactStatus.values()) {
            statuses.put(status.name(), 0L);
        }
        for (ValueCount status : whole.byStatus()) {
            String name = status.value().isBlank() ? NO_STATUS
                    : ContactStatus.parse(status.value()).map(ContactStatus::name).orElse(status.value());
            statuses.merge(name, status.count(), Long::sum);
        }
        Map<String, Long> levels = new LinkedHashMap<>();
        for (ValueCount level : whole.byVipLevel()) {
            levels.merge(level.value().isBlank() ? NO_VIP_LEVEL : level.value(), level.count(), Long::sum);
        }
        return new PageBreakdown(statuses, levels, true);
    }

    static PageBreakdown of(List<Contact> contacts) {
        Map<String, Long> statuses = new LinkedHashMap<>();
        for (ContactStatus status : ContactStatus.values()) {
            statuses.put(status.name(), 0L);
        }
        Map<VipLevel, Long> levels = new TreeMap<>(VipLevel.ORDER);
        long withoutLevel = 0;
        for (Contact contact : contacts) {
            statuses.merge(statusOf(contact), 1L, Long::sum);
            if (contact.vipLevel() == null) {
                withoutLevel++;
            } else {
                levels.merge(contact.vipLevel(), 1L, Long::sum);
            }
        }
        Map<String, Long> byLevel = new LinkedHashMap<>();
        levels.forEach((level, count) -> byLevel.merge(level.text(), count, Long::sum));
        if (withoutLevel > 0) {
            byLevel.merge(NO_VIP_LEVEL, withoutLevel, Long::sum);
        }
        return new PageBreakdown(statuses, byLevel, false);
    }

    /** One of the spec's two by its name, another as the service sent it, none as {@link #NO_STATUS}. */
    private static String statusOf(Contact contact) {
        if (contact.status() != null) {
            return contact.status().name();
        }
        return contact.statusText().isBlank() ? NO_STATUS : contact.statusText();
    }

    long size() {
        return byStatus.values().stream().mapToLong(Long::longValue).sum();
    }
}
