package io.mailroom.service.localcopy;

import io.mailroom.api.Contact;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.DataKey;
import io.mailroom.api.InputRules;
import io.mailroom.api.InvalidInputException;
import io.mailroom.api.SaveContactRequest;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What undoes one change of the journal (docs/changes.md, "Undo"), or why nothing can:
 * <ul>
 * <li>a delete is undone by a {@link ChangeKind#RESTORE}: the contact made again with its status and
 *     data (the service sets its registration date, source and last activity anew);</li>
 * <li>a save or an import row that changed a contact, by a {@link ChangeKind#SAVE} of the values the
 *     fields it changed held before, an empty one clearing its field;</li>
 * <li>an import row that created its contact, and a restore, by a {@link ChangeKind#DELETE}.</li>
 * </ul>
 */
public final class Reversal {

    /** Why a change cannot be undone. */
    public enum Obstacle {
        /** It was undone already. */
        ALREADY_UNDONE,
        /** The contact was changed since (made again, changed, deleted), by Mailroom: undoing it would undo that too. */
        CHANGED_SINCE,
        /** The service never answered it: whether it was made is not known. */
        NOT_ANSWERED,
        /** What the contact held before is not known (the copy did not hold it, nor did the screen show it). */
        BEFORE_NOT_KNOWN,
        /** It set no field a save can set back (the service sets the others itself). */
        NOTHING_TO_SET_BACK,
        /** What it held breaks the rules of a save today (its status, or a field's value): {@link #broken()} says which. */
        NOT_SENDABLE
    }

    private final ChangeKind kind;
    private final SaveContactRequest request;
    private final Obstacle obstacle;
    private final InvalidInputException broken;

    private Reversal(ChangeKind kind, SaveContactRequest request, Obstacle obstacle, InvalidInputException broken) {
        this.kind = kind;
        this.request = request;
        this.obstacle = obstacle;
        this.broken = broken;
    }

    /** What undoes {@code change}. */
    public static Reversal of(JournalEntry change) {
        if (change.undoneBy().isPresent()) {
            return none(Obstacle.ALREADY_UNDONE, null);
        }
        if (!change.answered() && change.kind() != ChangeKind.DELETE) {
            return none(Obstacle.NOT_ANSWERED, null);
        }
        if (change.changedSince()) {
            return none(Obstacle.CHANGED_SINCE, null);
        }
        return switch (change.kind()) {
            case DELETE -> change.before().map(before -> restore(change, before)).orElseGet(() -> none(Obstacle.BEFORE_NOT_KNOWN, null));
            case RESTORE -> new Reversal(ChangeKind.DELETE, null, null, null);
            case SAVE, IMPORT -> change.created() ? new Reversal(ChangeKind.DELETE, null, null, null)
                    : change.before().map(before -> setBack(change, before)).orElseGet(() -> none(Obstacle.BEFORE_NOT_KNOWN, null));
        };
    }

    private static Reversal restore(JournalEntry deleted, Contact before) {
        return request(ChangeKind.RESTORE, deleted, before.statusText(), before.data());
    }

    private static Reversal setBack(JournalEntry changed, Contact before) {
        Map<String, String> was = before.data();
        Map<String, String> is = changed.after().map(Contact::data).orElse(Map.of());
        Map<String, String> back = new LinkedHashMap<>();
        for (DataKey key : DataKey.values()) {
            String then = was.getOrDefault(key.name(), "");
            if (!then.equals(is.getOrDefault(key.name(), ""))) {
                back.put(key.name(), then);
            }
        }
        if (back.isEmpty()) {
            return none(Obstacle.NOTHING_TO_SET_BACK, null);
        }
        // The service keeps an existing contact's status (spec 3, rule 2); a save must still name one.
        String status = before.status() == null ? ContactStatus.Confirmed.name() : before.status().name();
        return request(ChangeKind.SAVE, changed, status, back);
    }

    private static Reversal request(ChangeKind kind, JournalEntry change, String status, Map<String, String> data) {
        try {
            return new Reversal(kind, InputRules.saveContact(change.appId(), change.address(), status, data), null, null);
        } catch (InvalidInputException e) {
            return none(Obstacle.NOT_SENDABLE, e);
        }
    }

    private static Reversal none(Obstacle obstacle, InvalidInputException broken) {
        return new Reversal(null, null, obstacle, broken);
    }

    /** The change that undoes it; empty when none can. */
    public Optional<ChangeKind> kind() {
        return Optional.ofNullable(kind);
    }

    /** What a restore or a save sends; empty for a delete, or when none can undo it. */
    public Optional<SaveContactRequest> request() {
        return Optional.ofNullable(request);
    }

    /** Why it cannot be undone; empty when it can. */
    public Optional<Obstacle> obstacle() {
        return Optional.ofNullable(obstacle);
    }

    /** For {@link Obstacle#NOT_SENDABLE}, the rule broken, as the save's own check words it; else empty. */
    public Optional<InvalidInputException> broken() {
        return Optional.ofNullable(broken);
    }
}
