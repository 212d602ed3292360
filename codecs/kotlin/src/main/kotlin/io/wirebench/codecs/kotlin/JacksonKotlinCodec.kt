package io.wirebench.codecs.kotlin

import com.fasterxml.jackson.databind.ObjectMapper
import com.fasterxml.jackson.module.kotlin.KotlinModule
import com.fasterxml.jackson.module.kotlin.jacksonObjectMapper
import io.wirebench.core.Binding
import io.wirebench.core.BindingStyle
import io.wirebench.core.Codec
import io.wirebench.core.CodecInfo
import io.wirebench.core.DataSet
import io.wirebench.core.Family
import io.wirebench.core.JacksonBinding

/**
 * Jackson databind with jackson-module-kotlin, binding the Kotlin data classes through their
 * primary constructors (non-null types are checked on read, defaults filled for absent
 * parameters). The module's README: register it with `jacksonObjectMapper()`; Jackson's: one
 * shared `ObjectMapper`, and an `ObjectReader`/`ObjectWriter` per type, made once ([JacksonBinding],
 * which also refuses trailing tokens). Defaults otherwise: nulls are written (Include.ALWAYS), no
 * pretty printing.
 */
class JacksonKotlinCodec : Codec {
  private val info = CodecInfo.builder("jackson-kotlin")
    .library("Jackson jackson-module-kotlin", KotlinModule::class.java, "com.fasterxml.jackson.module",
      "jackson-module-kotlin")
    .text("JSON", "application/json", Family.JSON)
    .binding(BindingStyle.POJO)
    .config("one shared jacksonObjectMapper() (KotlinModule with its defaults: constructor binding, " +
        "nulls written); ObjectReader/ObjectWriter per type, FAIL_ON_TRAILING_TOKENS")
    .notes("binds Kotlin data classes converted from the Java model once at bind time")
    .refusesTrailingBytes()
    .build()

  /** The one mapper of the process, made on first bind (lazy holder). */
  private object Shared {
    val MAPPER: ObjectMapper = jacksonObjectMapper()
  }

  override fun info(): CodecInfo = info

  override fun bind(dataSet: DataSet<*>): Binding<*> {
    val model = KotlinModel.find(dataSet)
    val mapper = Shared.MAPPER
    return object : JacksonBinding.Text<Any>(dataSet, model.sample(dataSet),
      mapper.readerFor(model.type), mapper.writerFor(model.type)) {
      override fun modify(value: Any): Any = model.modify(value)
    }
  }
}
