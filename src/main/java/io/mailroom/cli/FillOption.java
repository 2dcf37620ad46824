package io.mailroom.cli;

import io.mailroom.service.compose.Placeholders;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Option;

/** Values for the email's placeholders, such as {@code --fill firstName=Ada}; the pane takes them from the chosen contact. */
final class FillOption {

    @Option(names = "--fill", paramLabel = "NAME=VALUE",
            description = "A value for a placeholder such as {{firstName}} in the subject or body; repeatable. Names: "
                    + "firstName, lastName, company, emailAddress, language, phoneNumber, birthday, vipLevel, amount.")
    Map<String, String> values = new LinkedHashMap<>();

    /** The values given, checked by name, over {@code earlier} (a draft's). */
    Map<String, String> over(Map<String, String> earlier) {
        values.keySet().stream().filter(name -> !Placeholders.known(name)).findFirst().ifPresent(name -> {
            throw new UsageProblem("--fill: no placeholder is called \"" + name + "\"; the names are "
                    + String.join(", ", Placeholders.NAMES));
        });
        Map<String, String> merged = new LinkedHashMap<>(earlier);
        merged.putAll(values);
        return merged;
    }
}
