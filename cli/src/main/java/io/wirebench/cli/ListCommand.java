package io.wirebench.cli;

import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.Json;
import io.wirebench.records.Table;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code wirebench list [codecs|datasets]}: without an argument, both. */
@Command(name = "list", mixinStandardHelpOptions = true,
    description = "Lists the codecs (with unavailable ones and why, and the data sets each cannot model) "
        + "or the data sets.")
final class ListCommand implements Callable<Integer> {
  @Parameters(paramLabel = "WHAT", arity = "0..1", description = "codecs or datasets; without it, both")
  String what;

  @Option(names = {"-v", "--verbose"}, description = "Also print each codec's configuration, notes and footprint "
      + "(the jars its library brings to its forks, and their size).")
  boolean verbose;

  @Option(names = "--live", description = "Bind every codec to every data set now to say which can run and what each "
      + "cannot model, instead of reading what the build found on this JDK (done anyway on another JDK).")
  boolean live;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    String which = what == null ? null : Selection.names(what, List.of("codecs", "datasets"), "list").get(0);
    if (!"datasets".equals(which)) CodecListing.print(Codecs.load(), verbose, live ? null : CodecCatalog.built(), out);
    if (which == null) {
      out.println();
      out.println("DATA SETS");
    }
    if (!"codecs".equals(which)) datasets(out);
    out.flush();
    return 0;
  }

  private static void datasets(PrintWriter out) throws IOException {
    Table t = new Table("ID", ">JSON BYTES", "DESCRIPTION");
    for (DataSet<?> ds : DataSets.all()) {
      t.row(ds.id(), String.format("%,d", Json.write(ds.value()).length), ds.description());
    }
    t.print(out, "");
    out.println();
    out.println("Also: decimal-matrix:ROWSxCOLS for another matrix size (the published memory study is about"
        + " 82 MiB), and file:PATH for your own JSON or NDJSON file, read untyped.");
  }
}
