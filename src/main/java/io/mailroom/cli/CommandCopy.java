package io.mailroom.cli;

import io.mailroom.service.localcopy.ChangeJournal;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.LocalCopies;
import io.mailroom.service.profiles.Profile;
import java.time.Clock;
import java.util.Optional;

/**
 * The local copy a command works on (docs/local-copy.md): the chosen profile's, taken from the
 * process's one {@code OpenCopies}; without a profile, a copy in memory for this command alone,
 * as a profile that keeps none on disk has.
 */
final class CommandCopy implements AutoCloseable {

    private final ContactCopy copy;
    private final boolean ownCopy;
    private final String memoryOnly;

    private CommandCopy(ContactCopy copy, boolean ownCopy, String memoryOnly) {
        this.copy = copy;
        this.ownCopy = ownCopy;
        this.memoryOnly = memoryOnly;
    }

    /** The copy of {@code root}'s profile, opened (and begun) if need be; a new one in memory without a profile. */
    static CommandCopy of(MailroomCommand root) {
        Optional<Profile> chosen = root.profile();
        if (chosen.isEmpty()) {
            return new CommandCopy(new LocalCopies(root.dataDirectory(), Clock.systemUTC()).open("command-line", false), true,
                    "without --profile the local copy is kept in memory only");
        }
        Profile profile = chosen.get();
        ContactCopy copy = root.context.profiles().get().copies().of(profile.id(), profile.keepsCopyOnDisk());
        return new CommandCopy(copy, false, profile.keepsCopyOnDisk() ? null
                : "the profile \"" + profile.name() + "\" keeps its local copy in memory only");
    }

    /**
     * The copy of {@code root}'s profile if there is one, never begun: for reading without a sync
     * and for changes that follow the service's. Without a profile there is none. A file found
     * damaged as it is opened is set aside: that is said on stderr, as {@link #of} callers say it.
     */
    static Optional<ContactCopy> existing(MailroomCommand root) {
        Optional<ContactCopy> copy = root.profile()
                .flatMap(profile -> root.context.profiles().get().copies().existing(profile.id(), profile.keepsCopyOnDisk()));
        copy.flatMap(CommandCopy::damageOf).ifPresent(damage -> root.context.err().println("mailroom: warning: " + damage));
        return copy;
    }

    /**
     * The journal of changes of {@code root}'s profile, when its copy exists (docs/changes.md); {@code
     * what} names what the command reads, for the person told to pass a profile: "changes".
     */
    static Optional<ChangeJournal> journal(MailroomCommand root, String what) {
        if (root.profile().isEmpty()) {
            throw new UsageProblem(what + " kept per profile: pass --profile NAME ('mailroom profile list')");
        }
        return existing(root).map(ChangeJournal::new);
    }

    ContactCopy copy() {
        return copy;
    }

    /** Why the copy will not outlive this command, when it will not: "the profile "X" keeps its local copy in memory only". */
    Optional<String> memoryOnly() {
        return Optional.ofNullable(memoryOnly);
    }

    /** What to tell the person when the copy's file was damaged and set aside as it was opened. */
    Optional<String> damage() {
        return damageOf(copy);
    }

    private static Optional<String> damageOf(ContactCopy copy) {
        return copy.damaged().map(damaged -> "the local copy " + damaged.file() + " could not be read (" + damaged.reason()
                + "); it was set aside as " + damaged.setAsideAs() + " and a new copy begun");
    }

    /** Closes a copy made for this command alone; a profile's copy is the process's, closed with the profiles. */
    @Override
    public void close() {
        if (ownCopy) {
            copy.close();
        }
    }

    /**
     * Why an {@code --offline} command has no copy to read: no profile, one that keeps its copy in
     * memory only, or no copy of {@code app} yet. {@code what} says what the command does in it: "finds in".
     */
    static UsageProblem none(MailroomCommand root, String app, String what) {
        Optional<Profile> profile = root.profile();
        if (profile.isEmpty()) {
            return new UsageProblem("--offline " + what + " a profile's local copy: pass --profile NAME, or leave out --offline");
        }
        if (!profile.get().keepsCopyOnDisk()) {
            return new UsageProblem("the profile \"" + profile.get().name() + "\" keeps its local copy in memory only, so there is none "
                    + "before this command: leave out --offline");
        }
        return new UsageProblem("there is no local copy of " + app + " yet: run 'mailroom contacts sync --app " + app
                + "' first, or leave out --offline");
    }
}
