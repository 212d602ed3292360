package io.wirebench.codecs.jsoncompiled;

import com.dslplatform.json.CompiledJson;
import io.wirebench.core.model.DbData;
import io.wirebench.core.model.DecimalMatrix;
import io.wirebench.core.model.MediaContent;
import io.wirebench.core.model.ModuleIds;
import io.wirebench.core.model.Measurements;
import io.wirebench.core.model.Person;
import io.wirebench.core.model.SparseModuleIds;

/**
 * Never instantiated: it exists so that DSL-JSON's annotation processor generates converters for
 * the shared model, which this module may not annotate. The processor also generates converters
 * for every class a {@link CompiledJson} class references ("converters will be created even for
 * dependent objects which don't have the annotation", DSL-JSON README), and registers them for
 * {@code ServiceLoader}. A root data set class missing here makes {@link DslJsonCodec#bind} fail
 * with a message naming it, rather than fall back to reflection.
 */
@CompiledJson
public final class DslJsonModels {
  public DbData dbData;
  public Measurements measurements;
  public Person person;
  public ModuleIds moduleIds;
  public DecimalMatrix decimalMatrix;
  public MediaContent mediaContent;
  public SparseModuleIds sparseModuleIds;
}
