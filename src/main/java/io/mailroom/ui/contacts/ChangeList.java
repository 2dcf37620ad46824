package io.mailroom.ui.contacts;

import io.mailroom.service.localcopy.ChangeSummary;
import io.mailroom.service.localcopy.ContactChange;
import io.mailroom.service.localcopy.FieldChange;
import io.mailroom.ui.common.Messages;
import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What one sync found changed, as the changes dialog lists it: the sentence that announced it,
 * and a line per contact saying what happened to it and, for a change, each field before and after.
 */
record ChangeList(String header, List<Line> lines) {

    /** One contact: "Changed", its address, "Company: ACME → Initech; VIP level: 1 → 2". */
    record Line(String kind, String address, String fields) {
    }

    ChangeList {
        lines = List.copyOf(lines);
    }

    static ChangeList of(ChangeSummary summary, List<ContactChange> changes, Instant now) {
        return new ChangeList(SyncOutcome.changed(summary, RecentMoment.of(summary.since(), now)),
                changes.stream().map(ChangeList::line).toList());
    }

    private static Line line(ContactChange change) {
        return switch (change.kind()) {
            case ADDED -> new Line(Messages.text("contacts.changes.added"), change.address(), "");
            case REMOVED -> new Line(Messages.text("contacts.changes.removed"), change.address(), "");
            case CHANGED -> new Line(Messages.text("contacts.changes.changed"), change.address(),
                    change.fields().stream().map(ChangeList::field).collect(Collectors.joining("; ")));
        };
    }

    /** "Company: ACME → Initech"; a field the spec does not name goes by the name it came with. */
    private static String field(FieldChange field) {
        ContactColumn column = ContactColumn.byId(field.field());
        String name = column == null ? field.field() : column.title();
        return Messages.text("contacts.changes.field", name, shown(field.before()), shown(field.after()));
    }

    private static String shown(String value) {
        return value == null || value.isEmpty() ? Messages.text("contacts.changes.empty") : value;
    }
}
