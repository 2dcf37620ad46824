package io.mailroom.cli;

import io.mailroom.api.ApiException;
import io.mailroom.api.CredentialsRejectedException;
import io.mailroom.api.Envelope;
import io.mailroom.api.InputRules;
import io.mailroom.api.ServiceClient;
import io.mailroom.service.BulkExecutor;
import io.mailroom.service.BulkItemResult;
import io.mailroom.service.BulkListener;
import io.mailroom.service.BulkReport;
import io.mailroom.service.DistinctAddresses;
import io.mailroom.service.localcopy.ContactChanges;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

@Command(name = "delete", description = {
    "Delete one or more contacts.",
    "With several --email, each address's result is printed as it ends, then a",
    "summary that names every address that failed and why (exit 7; exit 3 when the",
    "key is rejected; exit 4, and the rest not sent, when the service asks to wait",
    "longer than Mailroom retries for).",
    "The deletes are recorded in the --profile's journal as one job, with what its",
    "local copy held of each ('mailroom changes'), and the copy, if it holds the",
    "application, loses the deleted contacts at once."
})
final class ContactsDeleteCommand implements Callable<Integer> {

    @ParentCommand
    ContactsCommand contacts;

    @Option(names = "--app", paramLabel = "APP", description = "The application's appId (optional when the --profile has only one).")
    String appId;

    @Option(names = "--email", required = true, paramLabel = "ADDR",
            description = "Address to delete; repeatable. Repeats, ignoring case, are deleted once (the first spelling).")
    List<String> emails;

    @Option(names = "--json", description = "Print the envelope (one address) or each address's result as JSON.")
    boolean json;

    @Override
    public Integer call() throws InterruptedException {
        MailroomCommand root = contacts.root;
        String app = InputRules.appId(root.appId(appId));
        DistinctAddresses distinct = DistinctAddresses.of(emails.stream().map(e -> InputRules.email("email", e)).toList());
        for (DistinctAddresses.Repeat repeat : distinct.repeats()) {
            String same = repeat.address().equals(repeat.keptAs()) ? "" : " (addresses are compared ignoring case)";
            root.context.err().println("mailroom: note: " + repeat.address() + " repeats " + repeat.keptAs() + same
                    + "; it is deleted once");
        }
        List<String> addresses = distinct.kept();
        PrintWriter out = root.context.out();
        try (ServiceClient client = root.connect()) {
            ContactChanges changes = CommandChanges.of(root, client);
            String jobId = ContactChanges.newJobId("delete");
            if (addresses.size() == 1) {
                Envelope<Void> envelope = changes.delete(app, addresses.getFirst(), null, jobId);
                if (json) {
                    JsonOutput.print(out, envelope);
                } else {
                    out.println("Deleted " + addresses.getFirst() + " from " + app + " (requestId " + envelope.requestId() + ")");
                }
                return ExitCode.OK;
            }
            // People watch a long job line by line as each address ends; scripts get one JSON document at the end.
            BulkListener<String> progress = json ? BulkListener.none() : (result, done, total) -> out.println(line(result));
            BulkReport<String> report = new BulkExecutor()
                    .start(addresses, address -> changes.delete(app, address, null, jobId), progress)
                    .await();
            if (json) {
                JsonOutput.print(out, report.results().stream().map(ContactsDeleteCommand::asJson).toList());
            } else {
                out.println(report.summary());
            }
            // A rejected key is the person's to fix before anything can work, and a service asking
            // to wait says when anything can: report it once, as for a single request (exit 3 or 4),
            // whether the job stopped there or every item failed on it.
            for (BulkItemResult<String> failure : report.failed()) {
                if (failure.error() instanceof CredentialsRejectedException rejected) {
                    throw rejected;
                }
            }
            for (BulkItemResult<String> failure : report.failed()) {
                if (failure.error() instanceof ApiException waitAsked && waitAsked.retryAt().isPresent()) {
                    throw waitAsked;
                }
            }
            return report.allSucceeded() ? ExitCode.OK : ExitCode.BULK_PARTIAL;
        }
    }

    private static String line(BulkItemResult<String> result) {
        return switch (result.outcome()) {
            case SUCCEEDED -> "deleted  " + result.item();
            case FAILED -> "FAILED   " + result.item() + ": " + result.reason();
            case CANCELLED -> "skipped  " + result.item() + ": " + result.reason();
        };
    }

    private static Map<String, Object> asJson(BulkItemResult<String> result) {
        Map<String, Object> item = new LinkedHashMap<>();
        item.put("emailAddress", result.item());
        item.put("outcome", result.outcome().name());
        item.put("message", result.reason().isEmpty() ? null : result.reason());
        return item;
    }
}
