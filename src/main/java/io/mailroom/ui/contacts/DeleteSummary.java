package io.mailroom.ui.contacts;

import io.mailroom.service.BulkItemResult;
import io.mailroom.service.BulkOutcome;
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

    static DeleteSummary of(BulkReport<String> report) {
        long deleted = report.succeededCount();
        int asked = report.results().size();
        String title = report.allSucceeded() ? Messages.text("contacts.deleted.all", deleted)
                : Messages.text("contacts.deleted.some", deleted, asked);
        List<String> problems = Stream.concat(report.failed().stream(), report.cancelled().stream())
                .map(DeleteSummary::line)
                .toList();
        String message = Messages.text("contacts.deleted.counts", deleted, report.failed().size(), report.cancelled().size())
                + (problems.isEmpty() ? "" : " " + Messages.text("contacts.deleted.stillThere"));
        return new DeleteSummary(title, message, problems, report.allSucceeded());
    }

    private static String line(BulkItemResult<String> result) {
        String address = result.item();
        if (result.outcome() == BulkOutcome.FAILED) {
            return Messages.text("contacts.deleted.failed", address, Problem.of(result.error()).text());
        }
        String why = result.error() == null ? Messages.text("contacts.deleted.notSent") : Problem.of(result.error()).text();
        return Messages.text("contacts.deleted.notDeleted", address, why);
    }
}
