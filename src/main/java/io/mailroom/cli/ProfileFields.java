package io.mailroom.cli;

import io.mailroom.service.profiles.AppRef;
import io.mailroom.service.profiles.Profile;
import java.time.Duration;
import java.util.List;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/** The options 'profile add' and 'profile edit' share; --base-url, --rate-limit and --timeout are the global ones. */
final class ProfileFields {


    @Option(names = "--app", paramLabel = "APP_ID[=LABEL]",
            description = "An application the profile works with, with an optional friendly name; repeatable.")
    List<String> apps;

    @Option(names = "--sender", paramLabel = "ADDR", description = "A verified sender address to offer; repeatable.")
    List<String> senders;

    @Option(names = "--default-sender", paramLabel = "ADDR", description = "The sender chosen by default (default: the first --sender).")
    String defaultSender;

    @Option(names = "--local-copy", paramLabel = "disk|memory", converter = CopyPlace.Reader.class,
            description = {"Where the local copy of the contacts is kept: disk (the default), a file in the data directory;",
                "or memory, none on disk, built again by each run that needs it. memory deletes the file."})
    CopyPlace copyPlace;

    /** The profile with every field that was given on the command line changed. */
    Profile applyTo(Profile profile, MailroomCommand root) {
        Profile changed = profile;
        if (root.baseUrl != null) {
            changed = changed.withBaseUrl(root.baseUrl);
        }
        if (apps != null) {
            changed = changed.withApps(apps.stream().map(AppRef::parse).toList());
        }
        if (senders != null || defaultSender != null) {
            changed = changed.withSenders(senders != null ? senders : changed.senders(), defaultSender);
        }
        if (root.rateLimit != null) {
            changed = changed.withRateLimit(root.rateLimit);
        }
        if (root.timeoutSeconds != null) {
            changed = changed.withRequestTimeout(Duration.ofSeconds(root.timeoutSeconds));
        }
        if (copyPlace != null) {
            changed = changed.withCopyOnDisk(copyPlace == CopyPlace.DISK);
        }
        return changed;
    }

    /** Where a profile keeps its local copy, in the words --local-copy takes and 'profile list' shows. */
    enum CopyPlace {
        DISK("disk"), MEMORY("memory");

        private final String word;

        CopyPlace(String word) {
            this.word = word;
        }

        static CopyPlace of(Profile profile) {
            return profile.keepsCopyOnDisk() ? DISK : MEMORY;
        }

        @Override
        public String toString() {
            return word;
        }

        /** Reads --local-copy as typed, in lower case like every other word of the command line. */
        static final class Reader implements ITypeConverter<CopyPlace> {
            @Override
            public CopyPlace convert(String value) {
                for (CopyPlace place : values()) {
                    if (place.word.equals(value)) {
                        return place;
                    }
                }
                throw new TypeConversionException("'" + value + "' is neither " + DISK + " nor " + MEMORY);
            }
        }
    }
}
