package io.mailroom.cli;

import io.mailroom.api.InputRules;
import io.mailroom.service.localcopy.ChangeJournal;
import io.mailroom.service.localcopy.ChangeKind;
import io.mailroom.service.localcopy.FieldChange;
import io.mailroom.service.localcopy.JournalEntry;
import io.mailroom.service.localcopy.JournalQuery;
import io.mailroom.service.transfer.ChangesCsvWriter;
import io.mailroom.service.transfer.ExportDelimiter;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

@Command(name = "changes", description = {
    "List the changes Mailroom made through the service in a --profile, the latest first:",
    "saves, deletes, import rows and restores, from the app and the command line, each",
    "with the fields it changed (before -> after), the service's requestId and its job.",
    "A change marked 'no answer' was sent but never answered: it may have been made.",
    "The journal is kept in the profile's local copy (docs/changes.md)."
})
final class ChangesCommand implements Callable<Integer> {

    @ParentCommand
    MailroomCommand root;

    @Option(names = "--app", paramLabel = "APP", description = "Only the changes of this application.")
    String appId;

    @Option(names = "--email", paramLabel = "ADDR", description = "Only the changes of this contact (ignoring case).")
    String email;

    @Option(names = "--since", paramLabel = "DATE",
            description = "Only changes from this moment on: YYYY-MM-DD (from midnight here), YYYY-MM-DDTHH:MM (here), or an ISO-8601 instant.")
    String since;

    @Option(names = "--job", paramLabel = "JOB", description = "Only the changes of this job: import-…, delete-… (every delete), undo-….")
    String job;

    @Option(names = "--kind", paramLabel = "save|delete|import|restore", description = "Only changes of this kind.")
    String kind;

    @ArgGroup(exclusive = true)
    Format format = new Format();

    static final class Format {
        @Option(names = "--json", description = "JSON: an array of changes, each with the contact before and after and its fields.")
        boolean json;

        @Option(names = "--csv", description = "CSV: a row for each field a change made different.")
        boolean csv;
    }

    @Override
    public Integer call() throws IOException {
        Optional<ChangeJournal> journal = CommandCopy.journal(root, "changes are");
        JournalQuery query = query();
        List<JournalEntry> entries = journal.map(open -> open.entries(query)).orElse(List.of());
        PrintWriter out = root.context.out();
        if (format.json) {
            JsonOutput.print(out, entries.stream().map(ChangesCommand::asJson).toList());
        } else if (format.csv) {
            try (ChangesCsvWriter csv = new ChangesCsvWriter(out, ExportDelimiter.COMMA)) {
                csv.write(entries);
            }
        } else {
            TextTable table = new TextTable(List.of("AT", "APP", "KIND", "CONTACT", "CHANGED", "STATE", "JOB"));
            for (JournalEntry entry : entries) {
                table.add(List.of(entry.at().toString(), entry.appId(), entry.kind().word(), entry.address(), fieldsText(entry),
                        state(entry), entry.jobId().orElse("")));
            }
            table.print(out);
        }
        return ExitCode.OK;
    }

    private JournalQuery query() {
        JournalQuery query = JournalQuery.all();
        if (appId != null) {
            query = query.inApp(InputRules.appId(appId));
        }
        if (email != null) {
            query = query.of(email.strip());
        }
        if (since != null) {
            query = query.since(moment(since));
        }
        if (job != null) {
            query = query.inJob(job.strip());
        }
        if (kind != null) {
            try {
                query = query.ofKind(ChangeKind.ofWord(kind.strip()));
            } catch (IllegalArgumentException e) {
                throw new UsageProblem("--kind is one of save, delete, import, restore, not \"" + kind + "\"");
            }
        }
        return query;
    }

    /** "2026-11-24" from midnight in this machine's zone, "2026-11-24T10:30" here, or an instant "2026-11-24T09:30:00Z". */
    static Instant moment(String text) {
        String given = text.strip();
        ZoneId here = ZoneId.systemDefault();
        try {
            if (given.length() == "yyyy-MM-dd".length()) {
                return LocalDate.parse(given).atStartOfDay(here).toInstant();
            }
            if (given.toUpperCase(Locale.ROOT).endsWith("Z") || given.matches(".*[+-]\\d\\d:\\d\\d$")) {
                return OffsetDateTime.parse(given).toInstant();
            }
            return LocalDateTime.parse(given).atZone(here).toInstant();
        } catch (DateTimeParseException e) {
            throw new UsageProblem("--since takes YYYY-MM-DD, YYYY-MM-DDTHH:MM or an ISO-8601 instant, not \"" + text + "\"");
        }
    }

    private static String state(JournalEntry entry) {
        if (!entry.answered()) {
            return "no answer";
        }
        return entry.undoneBy().map(id -> "undone").orElse("done");
    }

    /** "firstName: Ada -> Ada Augusta; company: -> Fabrikam"; a delete lists what the contact held. */
    static String fieldsText(JournalEntry entry) {
        return entry.fields().stream()
                .filter(field -> !field.field().equals("emailAddress"))
                .map(field -> field.field() + ": " + orEmpty(field.before()) + " -> " + orEmpty(field.after()))
                .collect(Collectors.joining("; "));
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }

    private static Map<String, Object> asJson(JournalEntry entry) {
        Map<String, Object> change = new LinkedHashMap<>();
        change.put("id", entry.id());
        change.put("at", entry.at());
        change.put("profileId", entry.profileId());
        change.put("appId", entry.appId());
        change.put("emailAddress", entry.address());
        change.put("kind", entry.kind().word());
        change.put("answered", entry.answered());
        change.put("requestId", entry.requestId().orElse(null));
        change.put("jobId", entry.jobId().orElse(null));
        change.put("undoneBy", entry.undoneBy().orElse(null));
        change.put("before", entry.before().orElse(null));
        change.put("after", entry.after().orElse(null));
        change.put("fields", entry.fields().stream().map(ChangesCommand::fieldJson).toList());
        return change;
    }

    private static Map<String, Object> fieldJson(FieldChange field) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("field", field.field());
        json.put("before", field.before());
        json.put("after", field.after());
        return json;
    }
}
