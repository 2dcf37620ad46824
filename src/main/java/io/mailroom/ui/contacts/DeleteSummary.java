package io.mailroom.ui.contacts;

import io.mailroom.api.Contact;
import io.mailroom.service.BulkItemResult;
import io.mailroom.service.BulkReport;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Problem;
import java.util.List;
import java.util.stream.Stream;

/**
 * What a finished delete tells the person: how it went, and for every contact that is still
 * there its address and exactly why (the service's message, code and requestId).
 */
record DeleteSummary(String title, String message, List<String> problems, boolean allDeleted) {

    DeleteSummary {
        problems = List.copyOf(problems);
    }

    static DeleteSummary of(BulkReport<Contact> report) {
        long deleted = report.succeededCount();
        int asked = report.results().size();
        String title = report.allSucceeded() ? "Deleted " + ContactsViewModel.count(deleted)
                : "Deleted " + deleted + " of " + ContactsViewModel.count(asked);
        List<String> problems = Stream.concat(report.failed().stream(), report.cancelled().stream())
                .map(DeleteSummary::line)
                .toList();
        String message = report.summary() + "."
                + (problems.isEmpty() ? "" : " The contacts listed below were not deleted and are still in the list.");
        return new DeleteSummary(title, message, problems, report.allSucceeded());
    }

    private static String line(BulkItemResult<Contact> result) {
        String verdict = switch (result.outcome()) {
            case FAILED -> "failed: ";
            case CANCELLED -> "not deleted, ";
            case SUCCEEDED -> "";
        };
        return result.item().emailAddress() + " — " + verdict
                + (result.error() == null ? Messages.text("problem.cancelled.message") : Problem.of(result.error()).text());
    }
}
