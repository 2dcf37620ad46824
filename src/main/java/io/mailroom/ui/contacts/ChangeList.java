package io.mailroom.ui.contacts;

import io.mailroom.service.localcopy.ChangeSummary;
import io.mailroom.service.localcopy.ContactChange;
import io.mailroom.service.localcopy.FieldChange;
import io.mailroom.ui.common.Messages;
import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What one sync found changed, as the changes dialog lists it: the sentence that says so, and a
 * line per contact saying what happened to it: a new one by its address (it is in the list, with
 * every field), a changed one with each field before and after, a removed one with the fields it
 * had, which nothing else keeps now.
 */
record ChangeList(String header, List<Line> lines) {

    /** One contact: "Changed", its address, "Company: ACME → Initech; VIP level: 1 → 2". */
    record Line(ContactChange.Kind change, String kind, String address, String fields) {
    }

    ChangeList {
        lines = List.copyOf(lines);
    }

    static ChangeList of(ChangeSummary summary, List<ContactChange> changes, Instant now) {
        String since = RecentMoment.of(summary.since(), now);
        return new ChangeList(summary.none() ? Messages.text("contacts.sync.unchanged", since) : SyncOutcome.changed(summary, since),
                changes.stream().map(ChangeList::line).toList());
    }

    private static Line line(ContactChange change) {
        return switch (change.kind()) {
            case ADDED -> new Line(change.kind(), kind(change.kind()), change.address(), "");
            case REMOVED -> new Line(change.kind(), kind(change.kind()), change.address(), change.fields().stream()
                    // The address has its own column.
                    .filter(field -> !field.field().equals(ContactColumn.EMAIL.id) && field.before() != null && !field.before().isEmpty())
                    .map(field -> Messages.text("contacts.changes.was", name(field), value(field, field.before())))
                    .collect(Collectors.joining("; ")));
            case CHANGED -> new Line(change.kind(), kind(change.kind()), change.address(),
                    change.fields().stream().map(ChangeList::field).collect(Collectors.joining("; ")));
        };
    }

    /** "New", "Removed", "Changed". */
    static String kind(ContactChange.Kind kind) {
        return switch (kind) {
            case ADDED -> Messages.text("contacts.changes.added");
            case REMOVED -> Messages.text("contacts.changes.removed");
            case CHANGED -> Messages.text("contacts.changes.changed");
        };
    }

    /** "Company: ACME → Initech". */
    private static String field(FieldChange field) {
        return Messages.text("contacts.changes.field", name(field), shown(field, field.before()), shown(field, field.after()));
    }

    /** A field by its column's title; one the spec does not name, by the name it came with. */
    private static String name(FieldChange field) {
        ContactColumn column = ContactColumn.byId(field.field());
        return column == null ? field.field() : column.title();
    }

    private static String shown(FieldChange field, String value) {
        return value == null || value.isEmpty() ? Messages.text("contacts.changes.empty") : value(field, value);
    }

    /** A value as the table shows it: a status in the person's words, as its badge says it; any other as it came. */
    private static String value(FieldChange field, String value) {
        return field.field().equals(ContactColumn.STATUS.id) ? StatusWords.of(value) : value;
    }
}
