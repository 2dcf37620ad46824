package io.mailroom.cli;

import io.mailroom.service.ConnectionCheck;
import io.mailroom.service.profiles.MissingKeyException;
import io.mailroom.service.profiles.Profile;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

@Command(name = "test", description = {
    "Check that the service answers and accepts the profile's stored key.",
    "One cheap request: a one-contact page of the profile's first application.",
    "On failure it prints the service's message and requestId."
})
final class ProfileTestCommand implements Callable<Integer> {

    @ParentCommand
    ProfileCommand profile;

    @Parameters(paramLabel = "NAME")
    String name;

    @Override
    public Integer call() {
        Profile target = profile.service().require(name);
        ConnectionCheck.Result result;
        try {
            result = profile.service().test(target);
        } catch (MissingKeyException e) {
            throw new UsageProblem(e.getMessage() + ": run 'mailroom profile set-key " + ProfileDescriptions.quoted(target.name()) + "'");
        }
        profile.root.context.out().println("OK: " + ProfileDescriptions.service(target) + " accepted the key; "
                + result.total() + (result.total() == 1 ? " contact" : " contacts") + " in " + result.appId()
                + " (requestId " + result.requestId() + ")");
        return ExitCode.OK;
    }
}
