package io.mailroom.cli;

import io.mailroom.api.Envelope;
import io.mailroom.api.InputRules;
import io.mailroom.api.SaveContactRequest;
import io.mailroom.api.ServiceClient;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

@Command(name = "save", description = {
    "Create a contact, or update the data of an existing one.",
    "The service applies --app, --email and --status only when it creates the",
    "contact; on an existing contact only the --set values change (an empty value",
    "clears a field).",
    "Keys: language, firstName, lastName, phoneNumber, birthday (DD/MM), company, vipLevel, amount.",
    "The change is recorded in the --profile's journal ('mailroom changes'), and its",
    "local copy of the application, if it has one, shows it at once."
})
final class ContactsSaveCommand implements Callable<Integer> {

    @ParentCommand
    ContactsCommand contacts;

    @Option(names = "--app", paramLabel = "APP", description = "The application's appId (optional when the --profile has only one).")
    String appId;

    @Option(names = "--email", required = true, paramLabel = "ADDR")
    String email;

    @Option(names = "--status", required = true, paramLabel = "Confirmed|Unsubscribed")
    String status;

    @Option(names = "--set", paramLabel = "KEY=VALUE", description = "A data field to set; repeatable.")
    Map<String, String> set = new LinkedHashMap<>();

    @Option(names = "--json", description = "Print the service's response envelope as JSON.")
    boolean json;

    @Override
    public Integer call() {
        MailroomCommand root = contacts.root;
        SaveContactRequest request = InputRules.saveContact(root.appId(appId), email, status, set);
        try (ServiceClient client = root.connect()) {
            root.context.err().println("mailroom: note: --status takes effect only if " + request.emailAddress()
                    + " is new to " + request.appId() + "; an existing contact keeps its status");
            Envelope<Void> envelope = CommandChanges.of(root, client).save(request, null);
            if (json) {
                JsonOutput.print(root.context.out(), envelope);
            } else {
                root.context.out().println("Saved " + request.emailAddress() + " in " + request.appId()
                        + " (requestId " + envelope.requestId() + ")");
            }
        }
        return ExitCode.OK;
    }
}
