/** Enterprise sign-in draws no screen of its own: Main's email form shows its offer (MainEmailForm). */
export {};
