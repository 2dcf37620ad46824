package io.mailroom.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

@Command(name = "contacts", description = "List, save and delete the contacts of an application; sync its local copy and find in it.",
        subcommands = {ContactsListCommand.class, ContactsSaveCommand.class, ContactsDeleteCommand.class, ContactsSyncCommand.class,
            ContactsFindCommand.class})
final class ContactsCommand {

    @ParentCommand
    MailroomCommand root;
}
