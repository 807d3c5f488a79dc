import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  generateText,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  TypeValidationError,
} from 'ai';
import type { z } from 'zod';
import type { PromptSpec } from './prompts/prompt-spec.ts';
import { UnusableModelAnswer } from './unusable-answer.ts';

export interface ModelEngineConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
}

export interface ModelEngine {
  /** Runs one prompt; retries once when the answer is not valid for the schema (UnusableModelAnswer after that). */
  run<I, S extends z.ZodType>(spec: PromptSpec<I, S>, input: I): Promise<z.output<S>>;
}

/** The answer came back but was not the JSON the schema asks for. */
export function isInvalidOutput(error: unknown): boolean {
  return (
    NoObjectGeneratedError.isInstance(error) ||
    NoOutputGeneratedError.isInstance(error) ||
    TypeValidationError.isInstance(error) ||
    JSONParseError.isInstance(error)
  );
}

export function createModelEngine(config: ModelEngineConfig): ModelEngine {
  const provider = createOpenAICompatible({
    name: 'inroad',
    baseURL: config.baseUrl.replace(/\/+$/, ''),
    apiKey: config.apiKey || undefined,
    fetch: config.fetch,
    // Sends the zod schema as response_format json_schema (OpenAI, vLLM, Ollama, LM Studio accept it).
    supportsStructuredOutputs: true,
  });
  const model = provider.chatModel(config.model);

  return {
    async run(spec, input) {
      const prompt = spec.prompt(input);
      for (let attempt = 1; ; attempt++) {
        try {
          const result = await generateText({
            model,
            instructions: spec.instructions,
            prompt,
            temperature: spec.temperature,
            output: Output.object({ schema: spec.schema, name: spec.name }),
            // Retries of 5xx and timeouts would only delay the local answer the caller falls back to.
            maxRetries: 0,
            timeout: config.timeoutMs,
            // Non-strict: local servers reject strict schemas with length limits; zod validates after.
            providerOptions: { openaiCompatible: { strictJsonSchema: false } },
          });
          // The SDK already validated the object; parsing again gives back the schema's output type,
          // which the generic Output.object signature loses.
          return spec.schema.parse(result.output);
        } catch (error) {
          if (!isInvalidOutput(error)) throw error;
          if (attempt === 1) continue;
          throw new UnusableModelAnswer(error);
        }
      }
    },
  };
}
