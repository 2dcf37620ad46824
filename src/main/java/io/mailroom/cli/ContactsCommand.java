package io.mailroom.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

@Command(name = "contacts", description = "List, save and delete the contacts of an application; sync its local copy, find in it, export it and preview an import.",
        subcommands = {ContactsListCommand.class, ContactsSaveCommand.class, ContactsDeleteCommand.class, ContactsSyncCommand.class,
            ContactsFindCommand.class, ContactsExportCommand.class, ContactsImportCommand.class})
final class ContactsCommand {

    @ParentCommand
    MailroomCommand root;
}
