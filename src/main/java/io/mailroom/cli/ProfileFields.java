package io.mailroom.cli;

import io.mailroom.service.profiles.AppRef;
import io.mailroom.service.profiles.Profile;
import java.time.Duration;
import java.util.List;
import picocli.CommandLine.Option;

/** The options 'profile add' and 'profile edit' share; --base-url, --rate-limit and --timeout are the global ones. */
final class ProfileFields {

    @Option(names = "--app", paramLabel = "APP_ID[=LABEL]",
            description = "An application the profile works with, with an optional friendly name; repeatable.")
    List<String> apps;

    @Option(names = "--sender", paramLabel = "ADDR", description = "A verified sender address to offer; repeatable.")
    List<String> senders;

    @Option(names = "--default-sender", paramLabel = "ADDR", description = "The sender chosen by default (default: the first --sender).")
    String defaultSender;

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
        return changed;
    }
}
