package io.mailroom.ui.contacts;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.VipLevel;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The shape of the loaded page for the side chart: how many contacts per status (both
 * statuses always, in the spec's order) and per VIP level as the service sent it (numbers ascending,
 * then levels that are no number, contacts without one last).
 */
record PageBreakdown(Map<String, Long> byStatus, Map<String, Long> byVipLevel) {

    static final String NO_VIP_LEVEL = "none";
    static final String NO_STATUS = "unknown";
    static final PageBreakdown EMPTY = of(List.of());

    PageBreakdown {
        byStatus = Collections.unmodifiableMap(new LinkedHashMap<>(byStatus));
        byVipLevel = Collections.unmodifiableMap(new LinkedHashMap<>(byVipLevel));
    }

    static PageBreakdown of(List<Contact> contacts) {
        Map<String, Long> statuses = new LinkedHashMap<>();
        for (ContactStatus status : ContactStatus.values()) {
            statuses.put(status.name(), 0L);
        }
        Map<VipLevel, Long> levels = new TreeMap<>(VipLevel.ORDER);
        long withoutLevel = 0;
        for (Contact contact : contacts) {
            statuses.merge(contact.status() == null ? NO_STATUS : contact.status().name(), 1L, Long::sum);
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
        return new PageBreakdown(statuses, byLevel);
    }

    long size() {
        return byStatus.values().stream().mapToLong(Long::longValue).sum();
    }
}
