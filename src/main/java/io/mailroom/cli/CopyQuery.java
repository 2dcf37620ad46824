package io.mailroom.cli;

import io.mailroom.api.ServiceClient;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactQuery;
import io.mailroom.service.localcopy.Filter;
import io.mailroom.service.localcopy.Segment;
import io.mailroom.service.localcopy.Sort;
import io.mailroom.service.localcopy.SyncRunningException;
import io.mailroom.service.localcopy.SyncStamp;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;

/**
 * What 'contacts find', 'contacts export' and 'contacts import' share (docs/cli.md): the query of QUERY, --where and
 * --segment, and the copy it reads, synced first or, with --offline, as last synced.
 */
final class CopyQuery {

    private CopyQuery() {
    }

    /** QUERY and --where, with the segment's find and filters when one is named; by address. */
    static ContactQuery of(MailroomCommand root, String app, List<String> words, List<Filter> filters, String segment) {
        String find = String.join(" ", words);
        List<Filter> all = filters;
        if (segment != null) {
            Segment saved = SegmentCommand.named(root, app, segment);
            find = (saved.find() + " " + find).strip();
            all = Stream.concat(saved.filters().stream(), filters.stream()).toList();
        }
        return new ContactQuery(app, find, all, Sort.BY_ADDRESS);
    }

    /**
     * The copy as last synced, for --offline, saying on stderr how old it is.
     *
     * @param doing what the command does with it, for the note: "finding in", "exporting from", "previewing against"
     * @param does  the same as --offline's usage says it: "finds in", "exports from"
     */
    static ContactCopy offline(MailroomCommand root, String app, String doing, String does) {
        ContactCopy copy = CommandCopy.existing(root).orElseThrow(() -> CommandCopy.none(root, app, does));
        SyncStamp stamp = copy.lastSync(app).orElseThrow(() -> CommandCopy.none(root, app, does));
        root.context.err().println("mailroom: note: " + doing + " the local copy of " + app + " synced " + CopyWords.when(stamp.syncedAt())
                + " (" + CopyWords.age(stamp.syncedAt(), Instant.now()) + ")");
        return copy;
    }

    /**
     * Syncs the copy first. A sync of the application already under way elsewhere leaves the copy
     * as last completed: read, with a note, when there is one.
     */
    static void sync(MailroomCommand root, ContactCopy copy, ServiceClient client, String app, String doing) {
        try {
            root.context.err().println(CopyWords.summary(CommandSync.run(root.context, copy, client, app)));
        } catch (SyncRunningException running) {
            SyncStamp stamp = copy.lastSync(app).orElseThrow(() -> running);
            root.context.err().println("mailroom: note: " + running.getMessage() + "; " + doing + " the local copy synced "
                    + CopyWords.when(stamp.syncedAt()));
        }
    }
}
