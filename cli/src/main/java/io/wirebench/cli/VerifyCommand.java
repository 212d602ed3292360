package io.wirebench.cli;

import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.Family;
import io.wirebench.core.Verdict;
import io.wirebench.records.Table;
import io.wirebench.speed.Gate;
import io.wirebench.speed.RunDriver;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code wirebench verify}: the round-trip gate alone. */
@Command(name = "verify", mixinStandardHelpOptions = true,
    description = "Writes every data set with every codec, reads it back and compares deeply (JSON also as a "
        + "tree against the reference encoding). Exit code 1 when any pair fails. Takes library versions "
        + "(codec@VERSION) and your own classes (--classpath/--class/--data) as run does, gated where run's forks "
        + "would run them.")
final class VerifyCommand implements Callable<Integer> {
  @Mixin Selection selection;
  @Mixin UserData user;

  @Option(names = "--all", description = "Also list the pairs that pass, with their encoded size.")
  boolean all;

  @Option(names = "--jvm", paramLabel = "PATH[,PATH...]",
      description = "Gate on this JDK (its home, its bin/java, or a release in /usr/lib/jvm such as 25) the codecs "
          + "that cannot run in this JVM, as 'run --jvm' does; several (--jvm 17,25) gate every codec on each.")
  String jvm;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    List<io.wirebench.harness.JvmInfo> forks = RunOptions.jvms(jvm);
    String userDataSet = user.dataSet();
    Codecs registry = Codecs.load();
    List<Codec> codecs = userDataSet != null && selection.codecs == null ? UserData.bindingCodecs(registry)
        : selection.codecs(registry, Arrays.asList(Family.values()));
    List<DataSet<?>> datasets = new ArrayList<>();
    if (userDataSet == null || selection.datasets != null) datasets.addAll(selection.datasets(DataSets.ids()));
    if (userDataSet != null) datasets.add(DataSets.require(userDataSet));
    out.println("verifying " + codecs.size() + " codecs on " + datasets.size() + " data sets ...");
    out.flush();
    RunDriver.Gated gated;
    try {
      gated = RunDriver.gate(codecs, datasets, forks, List.of(), out);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    List<Verdict> verdicts = gated.gate().verdicts();
    Table t = new Table("CODEC", "DATA SET", "STATUS", ">BYTES", "DETAIL");
    for (Verdict v : verdicts) {
      if (v.passed() && !all) continue;
      t.row(v.codec(), v.dataset(), v.status().name().toLowerCase(java.util.Locale.ROOT)
          + (v.phase() == null ? "" : " (" + v.phase() + ")"),
          v.encodedSize() < 0 ? "" : String.format("%,d", v.encodedSize()), v.message());
    }
    if (!t.isEmpty()) t.print(out, "");
    out.println(Gate.summary(verdicts));
    return Gate.count(verdicts, Verdict.Status.FAIL) > 0 ? 1 : 0;
  }
}
