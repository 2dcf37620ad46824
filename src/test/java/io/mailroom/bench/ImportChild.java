package io.mailroom.bench;

import io.mailroom.api.ApiKey;
import io.mailroom.api.ClientConfig;
import io.mailroom.api.ContactStatus;
import io.mailroom.api.ServiceClient;
import io.mailroom.service.BulkListener;
import io.mailroom.service.Connections;
import io.mailroom.service.localcopy.ContactCopy;
import io.mailroom.service.localcopy.ContactSync;
import io.mailroom.service.localcopy.JobJournal;
import io.mailroom.service.localcopy.LocalCopies;
import io.mailroom.service.localcopy.SyncListener;
import io.mailroom.service.transfer.ColumnMapping;
import io.mailroom.service.transfer.EmptyCells;
import io.mailroom.service.transfer.ImportChoices;
import io.mailroom.service.transfer.ImportFile;
import io.mailroom.service.transfer.ImportJobs;
import io.mailroom.service.transfer.ImportListener;
import io.mailroom.service.transfer.ImportSending;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;

/**
 * One process of {@link ImportBenchmark}'s killed import: syncs, plans and sends a file, or
 * resumes a job (syncing and settling first when rows lost their answer), as the command line
 * does. Arguments: base URL, key, data directory, appId, then {@code plan FILE} or {@code resume JOB}.
 * Says on stdout "job ID", "sending N", then "sent K" after each row and "done".
 */
public final class ImportChild {

    private ImportChild() {
    }

    public static void main(String[] args) throws Exception {
        String app = args[3];
        ClientConfig config = ClientConfig.of(args[0], ApiKey.of(args[1]));
        try (ServiceClient client = new Connections().open(config);
             ContactCopy copy = new LocalCopies(Path.of(args[2]), Clock.systemUTC()).open("benchmark", true)) {
            ImportJobs jobs = new ImportJobs(copy);
            JobJournal.Claim claim;
            if (args[4].equals("plan")) {
                new ContactSync(copy, client).run(app, SyncListener.NONE);
                ImportFile file = ImportFile.open(Path.of(args[5]), Optional.empty(), Optional.empty());
                claim = jobs.plan(app, file, ColumnMapping.suggested(file.headers()),
                        new ImportChoices(Optional.of(ContactStatus.Confirmed), EmptyCells.KEEP), ImportListener.NONE).claim();
            } else {
                claim = jobs.journal().resume(args[5]);
                if (jobs.hasUnsure(claim)) {
                    jobs.awaitUnsureLanded(claim);
                    new ContactSync(copy, client).run(app, SyncListener.NONE);
                    System.out.println("settled " + jobs.settle(claim));
                }
            }
            System.out.println("job " + claim.jobId());
            ImportSending sending = jobs.send(claim, client, (BulkListener<io.mailroom.service.localcopy.JobRow>) (result, done, total) ->
                    System.out.println("sent " + done));
            System.out.println("sending " + sending.total());
            sending.await();
            System.out.println("done");
        }
    }
}
