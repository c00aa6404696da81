import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type ReactNode } from "react";
import { UPLOAD_TYPES } from "@/shared/api/uploads";
import { BRAND_ASSET_RULES, brandAssetProblem, type BrandAsset } from "@/shared/branding/assets";
import { messages } from "@/shared/messages";
import { toApiFailure } from "@/shared/api/failure";
import { uploadFile } from "../../api/website";
import { useRuleText } from "../../components/booking/form-field";
import { errorText, fieldLabel, secondaryAction } from "../../components/booking/styles";

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

interface AssetFieldProps {
  asset: BrandAsset;
  label: ReactNode;
  value: string | null;
  onChange: (url: string | null) => void;
  /** The server's reason when it refused the saved file. */
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * One of the agency's images or its video: the file is checked here (type, size) before it goes through a
 * signed upload link; the server checks the stored file again when the settings are saved.
 */
export function AssetField({ asset, label, value, onChange, error, disabled }: AssetFieldProps) {
  const { t, i18n } = useLingui();
  const ruleText = useRuleText();
  const id = useId();
  const rule = BRAND_ASSET_RULES[asset];
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const kinds = rule.types.map((type) => UPLOAD_TYPES[type][0].toUpperCase()).join(", ");
  const size = megabytes(rule.maxBytes);
  const accept = rule.types.join(",");
  const isVideo = asset === "backgroundVideo";

  async function choose(file: File | undefined) {
    if (!file) return;
    const refused = brandAssetProblem(asset, file);
    if (refused === "type") return setProblem(t`Choose a ${kinds} file`);
    if (refused === "size") return setProblem(t`The file is larger than ${size}`);
    setProblem(null);
    setUploading(true);
    try {
      onChange(await uploadFile(asset, file));
    } catch (failure) {
      setProblem(toApiFailure(failure).message ?? i18n._(messages.somethingWentWrong));
    } finally {
      setUploading(false);
    }
  }

  const shown = problem ?? ruleText(error);
  const width = rule.width;
  const height = rule.height;
  return (
    <div>
      <p id={`${id}-label`} className={fieldLabel}>
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="grid h-16 w-28 shrink-0 place-items-center overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
          {value ? (
            isVideo ? (
              <video src={value} muted playsInline className="size-full object-cover" aria-hidden="true" />
            ) : (
              <img src={value} alt="" className="size-full object-contain" />
            )
          ) : (
            <span className="px-2 text-center text-xs text-slate-600">
              <Trans>None</Trans>
            </span>
          )}
        </div>
        <label className={`${secondaryAction} cursor-pointer has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:ring-4 has-focus-visible:ring-primary/25`}>
          {uploading ? <Trans>Uploading…</Trans> : value ? <Trans>Replace</Trans> : <Trans>Upload</Trans>}
          <input
            type="file"
            accept={accept}
            className="sr-only"
            disabled={disabled || uploading}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ""}`}
            aria-invalid={shown ? true : undefined}
            onChange={(event) => {
              void choose(event.currentTarget.files?.[0]);
              event.currentTarget.value = "";
            }}
          />
        </label>
        {value && (
          <button type="button" className={secondaryAction} disabled={disabled || uploading} onClick={() => onChange(null)}>
            <Trans>Remove</Trans>
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        <Trans>
          {kinds}, up to {size}. Shown at most {width} × {height} pixels: a larger file is not resized, only scaled down by the browser.
        </Trans>
      </p>
      {shown && (
        <p id={`${id}-error`} className={errorText}>
          {shown}
        </p>
      )}
    </div>
  );
}
